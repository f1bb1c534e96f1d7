import { devicesQueues, type PrintReceiptJob } from '@asp/contracts';
import { createWorker } from '@asp/server-kit';
import { UnrecoverableError, type Worker } from 'bullmq';
import { createdOrder, errorsOf, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

// POST /api/orders/{id}/print puts a print-receipt job on the devices service's queue and
// waits for it. The devices service is not started here (a service never imports another):
// a worker on the same catalogue queue and prefix stands in for it and answers like it does.
// The real printing path (render, TCP, retries, failed state) is tested in services/devices.
let h: Harness;
let shop: Shop;
let otherShop: Shop;
let worker: Worker;
const received: PrintReceiptJob[] = [];
let printerDown = false;

beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
  otherShop = await seedShop(h);
  worker = createWorker(
    devicesQueues.print,
    {
      async 'print-receipt'(payload) {
        if (printerDown) throw new UnrecoverableError('Kein Belegdrucker für Filiale eingerichtet.');
        received.push(payload);
        return { bytes: 1 };
      },
      'print-labels': async () => undefined,
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

test('prints the order as it is now, with its branch, for staff of the branch', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const response = await h.call({ method: 'POST', url: `/api/orders/${order.id}/print`, headers: h.employeeOf(shop.branch.id) });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ printed: true });
  expect(received).toHaveLength(1);
  expect(received[0]!.order).toMatchObject({
    id: order.id,
    ticketNumber: order.ticketNumber,
    items: [{ product: { name: 'Bratwurst' }, amount: 2 }],
  });
  expect(received[0]!.order.customer.firstName).toBe('Max');
  expect(received[0]!.branch).toMatchObject({ id: shop.branch.id, name: shop.branch.name });
});

test("'Beleg konnte nicht gedruckt werden.' when the devices service cannot print", async () => {
  const order = await createdOrder(h, orderBody(shop));
  printerDown = true;
  try {
    const response = await h.call({ method: 'POST', url: `/api/orders/${order.id}/print`, headers: h.admin });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]!.message).toBe('Beleg konnte nicht gedruckt werden.');
  } finally {
    printerDown = false;
  }
});

test('401 without a session, 404 for another branch (as for an unknown order)', async () => {
  const order = await createdOrder(h, orderBody(shop));
  expect((await h.call({ method: 'POST', url: `/api/orders/${order.id}/print` })).statusCode).toBe(401);
  expect(
    (await h.call({ method: 'POST', url: `/api/orders/${order.id}/print`, headers: h.employeeOf(otherShop.branch.id) })).statusCode,
  ).toBe(404);
  expect((await h.call({ method: 'POST', url: '/api/orders/99999999/print', headers: h.admin })).statusCode).toBe(404);
});
