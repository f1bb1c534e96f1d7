import { devicesQueues, type PrintReceiptJob } from '@asp/contracts';
import { createQueue, createWorker } from '@asp/server-kit';
import type { Worker } from 'bullmq';
import { autoPrintJobId } from '../src/printing/auto-print-consumer';
import { createdOrder, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

// Branches with autoPrintOnConfirm get the receipt printed on every confirmation. As in
// print.test.ts a worker on the devices service's catalogue queue stands in for it.
let h: Harness;
let autoShop: Shop;
let plainShop: Shop;
let worker: Worker;
const received: PrintReceiptJob[] = [];

beforeAll(async () => {
  h = await startOrders();
  autoShop = await seedShop(h, { autoPrintOnConfirm: true });
  plainShop = await seedShop(h);
  worker = createWorker(
    devicesQueues.print,
    {
      async 'print-receipt'(payload) {
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

const confirm = (id: number, branch: number) =>
  h.call({ method: 'POST', url: `/api/orders/${id}/status/confirm`, headers: h.employeeOf(branch), payload: {} });

async function waitFor(check: () => boolean, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

test('a confirmed order of an auto-print branch is printed once, as confirmed', async () => {
  const order = await createdOrder(h, orderBody(autoShop));
  expect(received.some((job) => job.order.id === order.id)).toBe(false);
  expect((await confirm(order.id, autoShop.branch.id)).statusCode).toBe(200);
  expect(await waitFor(() => received.some((job) => job.order.id === order.id))).toBe(true);
  const job = received.find((entry) => entry.order.id === order.id)!;
  expect(job.order).toMatchObject({ id: order.id, ticketNumber: order.ticketNumber, isConfirmed: true });
  expect(job.branch).toMatchObject({ id: autoShop.branch.id, name: autoShop.branch.name });

  // The job id is the order's: adding it again (a redelivered event) is a no-op for BullMQ.
  const queue = createQueue(devicesQueues.print, h.service.ctx.redis!, { prefix: h.options.queuePrefix });
  try {
    const stored = await queue.bull.getJob(autoPrintJobId(order.id));
    expect(stored?.data.order.id).toBe(order.id);
  } finally {
    await queue.close();
  }
  expect(received.filter((entry) => entry.order.id === order.id)).toHaveLength(1);
});

test('a branch without auto-print prints nothing on confirmation', async () => {
  const order = await createdOrder(h, orderBody(plainShop));
  const marker = await createdOrder(h, orderBody(autoShop));
  expect((await confirm(order.id, plainShop.branch.id)).statusCode).toBe(200);
  // Confirm an auto-print order afterwards: once it is printed, the first event was handled too.
  expect((await confirm(marker.id, autoShop.branch.id)).statusCode).toBe(200);
  expect(await waitFor(() => received.some((job) => job.order.id === marker.id))).toBe(true);
  expect(received.some((job) => job.order.id === order.id)).toBe(false);
});
