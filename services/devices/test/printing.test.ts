import http from 'node:http';
import net from 'node:net';
import { devicesQueues } from '@asp/contracts';
import { operationTexts } from '@asp/i18n';
import { createQueue, createQueueEvents } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { Redis } from 'ioredis';
import { deviceBody, errorsOf, freeTcpPort, receiptJob, startDevices, startListener, type Harness } from './helpers';

let h: Harness;
let redis: Redis;
beforeAll(async () => {
  h = await startDevices();
  redis = h.service.ctx.redis!;
});
afterAll(() => h.close());

async function createDevice(overrides: Record<string, unknown>) {
  const response = await h.call({ method: 'POST', url: '/api/devices', headers: h.admin, payload: deviceBody(overrides) });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
}
const logs = async (id: number) =>
  (await h.call({ method: 'GET', url: `/api/devices/${id}/logs`, headers: h.admin })).json().data as Array<{
    level: string;
    message: string;
  }>;
const read = async (id: number) => (await h.call({ method: 'GET', url: `/api/devices/${id}`, headers: h.admin })).json().data;

/** A producer as the orders service is one: its own queue on the same prefix. */
function producer() {
  const queue = createQueue(devicesQueues.print, redis, { prefix: h.options.queuePrefix });
  const events = createQueueEvents(devicesQueues.print, redis, { prefix: h.options.queuePrefix });
  return { queue, events, close: async () => Promise.all([queue.close(), events.close()]) };
}

test('a receipt job prints the order on the branch receipt printer: decoded text has ticket, items, totals, umlauts', async () => {
  const printer = await startListener();
  const { queue, events, close } = producer();
  try {
    const device = await createDevice({ branch: 41, connection: { type: 'tcp', host: '127.0.0.1', port: printer.port } });
    const job = await queue.enqueue('print-receipt', receiptJob({ branch: { ...receiptJob().branch, id: 41 } }));
    await job.waitUntilFinished(events, 10_000);
    await waitFor(() => printer.texts.length === 1);
    const text = printer.texts[0]!;
    expect(text).toContain('Ticket 37');
    expect(text).toMatch(/4 Stk\. Rinderrouladen\s+23,96 €/);
    expect(text).toMatch(/Gesamt\s+43,61 €/);
    expect(text).toContain('Jürgen Größmann');
    expect((await logs(device.id))[0]).toMatchObject({ level: 'info', message: expect.stringContaining('Beleg Ticket 37') });
    expect(await read(device.id)).toMatchObject({ online: true, lastContactAt: expect.any(String) });
  } finally {
    await close();
    await printer.close();
  }
});

test('the job retries while the printer is down and succeeds when it comes up', async () => {
  const port = await freeTcpPort();
  const device = await createDevice({ branch: 42, connection: { type: 'tcp', host: '127.0.0.1', port } });
  const { queue, events, close } = producer();
  let printer: Awaited<ReturnType<typeof startListener>> | null = null;
  try {
    const job = await queue.enqueue('print-receipt', receiptJob({ branch: { ...receiptJob().branch, id: 42 } }), {
      attempts: 4,
      backoff: { type: 'exponential', delay: 400 },
    });
    await waitFor(async () => (await logs(device.id)).some((line) => line.level === 'warning'), 10_000);
    printer = await startListener(port);
    await job.waitUntilFinished(events, 15_000);
    await waitFor(() => printer!.texts.length === 1);
    expect(printer.texts[0]).toContain('Ticket 37');
    const lines = await logs(device.id);
    expect(lines[0]!.level).toBe('info');
    expect(lines.some((line) => /Versuch 1 von 4 fehlgeschlagen/.test(line.message))).toBe(true);
  } finally {
    await close();
    await printer?.close();
  }
});

test('after the last attempt the job stays failed and the log says so', async () => {
  const port = await freeTcpPort();
  const device = await createDevice({ branch: 43, connection: { type: 'tcp', host: '127.0.0.1', port } });
  const { queue, events, close } = producer();
  try {
    const job = await queue.enqueue('print-receipt', receiptJob({ branch: { ...receiptJob().branch, id: 43 } }), {
      attempts: 3,
      backoff: { type: 'exponential', delay: 200 },
    });
    await expect(job.waitUntilFinished(events, 15_000)).rejects.toThrow(/ECONNREFUSED/);
    expect(await queue.bull.getJobState(job.id!)).toBe('failed');
    const lines = await logs(device.id);
    expect(lines.map((line) => line.level)).toEqual(['error', 'warning', 'warning']);
    expect(lines[0]!.message).toMatch(/Versuch 3 von 3 fehlgeschlagen/);
    expect((await read(device.id)).online).toBe(false);
    // No printer in the branch: fails at once, no retries.
    const none = await queue.enqueue('print-receipt', receiptJob({ branch: { ...receiptJob().branch, id: 999 } }));
    await expect(none.waitUntilFinished(events, 5000)).rejects.toThrow(/Kein Belegdrucker/);
  } finally {
    await close();
  }
});

test('test print and status request: success against a listening printer, the German failures against a dead one', async () => {
  const printer = await startListener();
  const alive = await createDevice({ branch: 1, connection: { type: 'tcp', host: '127.0.0.1', port: printer.port } });
  const dead = await createDevice({ branch: 1, connection: { type: 'tcp', host: '127.0.0.1', port: await freeTcpPort() } });
  try {
    const printed = await h.call({ method: 'POST', url: `/api/devices/${alive.id}/test/print`, headers: h.employee });
    expect(printed.statusCode).toBe(200);
    await waitFor(() => printer.texts.length === 1);
    expect(printer.texts[0]).toContain('Testdruck');
    expect(printer.texts[0]).toContain('äöü ÄÖÜ ß €');

    const status = await h.call({ method: 'POST', url: `/api/devices/${alive.id}/request-device-logs`, headers: h.admin });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.message).toContain('Status (Drucker): 0x12 (in Ordnung)');
    expect((await logs(alive.id)).filter((line) => line.message.startsWith('Status'))).toHaveLength(4);
    // Status requests print nothing.
    expect(printer.texts).toHaveLength(1);

    const failedPrint = await h.call({ method: 'POST', url: `/api/devices/${dead.id}/test/print`, headers: h.admin });
    expect(failedPrint.statusCode).toBe(422);
    expect(errorsOf(failedPrint)[0]!.message).toBe(operationTexts.testFailed);
    const failedStatus = await h.call({ method: 'POST', url: `/api/devices/${dead.id}/request-device-logs`, headers: h.admin });
    expect(failedStatus.statusCode).toBe(422);
    expect(errorsOf(failedStatus)[0]!.message).toBe('Log konnte nicht angefordert werden.');
    expect((await logs(dead.id))[0]).toMatchObject({ level: 'error', message: expect.stringContaining('Statusabfrage fehlgeschlagen') });

    const otherBranch = await createDevice({ branch: 7, connection: { type: 'tcp', host: '127.0.0.1', port: printer.port } });
    expect((await h.call({ method: 'POST', url: `/api/devices/${otherBranch.id}/test/print`, headers: h.employee })).statusCode).toBe(403);
    expect((await h.call({ method: 'POST', url: '/api/devices/987654/test/print', headers: h.admin })).statusCode).toBe(404);
    expect((await h.call({ method: 'POST', url: `/api/devices/${alive.id}/test/print` })).statusCode).toBe(401);
  } finally {
    await printer.close();
  }
});

test('test notification: HTTP devices get a JSON message, TCP devices a text line; failures answer "Test nicht erfolgreich."', async () => {
  const received: unknown[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(request.url === '/broken' ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const printer = await startListener();
  try {
    const pager = await createDevice({
      kind: 'notification-device',
      name: 'Klingel Küche',
      connection: { type: 'http', url: `http://127.0.0.1:${port}/notify` },
    });
    const ok = await h.call({ method: 'POST', url: `/api/devices/${pager.id}/test/notification`, headers: h.admin });
    expect(ok.statusCode).toBe(200);
    expect(received[0]).toMatchObject({ title: 'Testdruck', message: expect.stringContaining('Klingel Küche') });

    const buzzer = await createDevice({
      kind: 'notification-device',
      name: 'Summer',
      connection: { type: 'tcp', host: '127.0.0.1', port: printer.port },
    });
    expect((await h.call({ method: 'POST', url: `/api/devices/${buzzer.id}/test/notification`, headers: h.admin })).statusCode).toBe(200);
    await waitFor(() => printer.texts.length === 1);
    expect(printer.texts[0]).toContain('Summer');

    const broken = await createDevice({
      kind: 'notification-device',
      connection: { type: 'http', url: `http://127.0.0.1:${port}/broken` },
    });
    const failed = await h.call({ method: 'POST', url: `/api/devices/${broken.id}/test/notification`, headers: h.admin });
    expect(failed.statusCode).toBe(422);
    expect(errorsOf(failed)[0]!.message).toBe('Test nicht erfolgreich.');
    expect((await logs(broken.id))[0]!.message).toContain('HTTP 500');
  } finally {
    await printer.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
