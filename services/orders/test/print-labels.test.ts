import { devicesQueues, type PrintLabelsJob } from '@asp/contracts';
import { createWorker } from '@asp/server-kit';
import { UnrecoverableError, type Worker } from 'bullmq';
import { createdOrder, errorsOf, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

// POST /api/orders/{id}/print-labels puts a print-labels job on the devices service's queue
// and waits for it, like /print. A worker on the same catalogue queue and prefix stands in
// for the devices service (a service never imports another); rendering the labels rows ×
// columns and sending them to a printer are tested in services/devices.
let h: Harness;
let shop: Shop;
let otherShop: Shop;
let worker: Worker;
const received: PrintLabelsJob[] = [];
let printerDown = false;

beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
  otherShop = await seedShop(h);
  // Different numbers per variant, so a swapped or defaulted layout shows.
  await h.catalog.config({ labelCompactRows: 3, labelCompactColumns: 2, labelDetailRows: 4, labelDetailColumns: 5 });
  worker = createWorker(
    devicesQueues.print,
    {
      'print-receipt': async () => undefined,
      async 'print-labels'(payload) {
        if (printerDown) throw new UnrecoverableError('Kein Etikettendrucker für Filiale eingerichtet.');
        received.push(payload);
        return { bytes: 1 };
      },
      'test-print': async () => undefined,
    },
    h.service.ctx.redis!,
    { prefix: h.options.queuePrefix },
  );
});
afterAll(async () => {
  await worker.close();
  await h.close();
});
beforeEach(() => {
  received.length = 0;
});

const printLabels = (id: number, payload: unknown, headers: Record<string, string>) =>
  h.call({ method: 'POST', url: `/api/orders/${id}/print-labels`, payload: payload as Record<string, unknown>, headers });

test('prints the order as it is now, compact by default, with the compact rows and columns of the configuration', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const response = await printLabels(order.id, {}, h.employeeOf(shop.branch.id));
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ printed: true });
  expect(received).toHaveLength(1);
  const job = received[0]!;
  expect(job.variant).toBe('compact');
  expect(job.layout).toEqual({ rows: 3, columns: 2 });
  expect(job.order).toMatchObject({
    id: order.id,
    ticketNumber: order.ticketNumber,
    items: [{ product: { name: 'Bratwurst' }, amount: 2 }],
  });
  expect(job.branch).toMatchObject({ id: shop.branch.id, name: shop.branch.name });
  expect(job.device).toBeUndefined();
});

test('detail labels take the detail rows and columns', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const response = await printLabels(order.id, { variant: 'detail' }, h.admin);
  expect(response.statusCode).toBe(200);
  expect(received.map((job) => [job.variant, job.layout])).toEqual([['detail', { rows: 4, columns: 5 }]]);
  expect(received[0]!.order.customer.firstName).toBe('Max');
});

test('an unknown variant is a 400 and prints nothing', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const response = await printLabels(order.id, { variant: 'gross' }, h.admin);
  expect(response.statusCode).toBe(400);
  expect(received).toHaveLength(0);
});

test("'Etiketten konnten nicht gedruckt werden.' when the devices service cannot print", async () => {
  const order = await createdOrder(h, orderBody(shop));
  printerDown = true;
  try {
    const response = await printLabels(order.id, { variant: 'compact' }, h.admin);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]!.message).toBe('Etiketten konnten nicht gedruckt werden.');
  } finally {
    printerDown = false;
  }
});

test('401 without a session, 404 for another branch (as for an unknown order)', async () => {
  const order = await createdOrder(h, orderBody(shop));
  expect((await printLabels(order.id, {}, {})).statusCode).toBe(401);
  expect((await printLabels(order.id, {}, h.employeeOf(otherShop.branch.id))).statusCode).toBe(404);
  expect((await printLabels(99999999, {}, h.admin)).statusCode).toBe(404);
  expect(received).toHaveLength(0);
});
