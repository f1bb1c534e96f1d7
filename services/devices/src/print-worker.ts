import { devicesQueues, type DeviceRecord } from '@asp/contracts';
import { deviceLogTexts, deviceTexts, fill } from '@asp/i18n';
import { createWorker, type Closable, type JobHandlers } from '@asp/server-kit';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DevicesDeps } from './deps';
import { findDevice, firstDeviceOfBranch, recordContact, writeDeviceLog } from './device-store';
import { renderLabels } from './printing/labels';
import { renderReceipt } from './printing/receipt';
import { renderTestPage } from './printing/test-page';
import { sendRaw } from './transport/tcp';

/**
 * Sends rendered bytes to a printer for one attempt of a job. Every attempt writes a
 * device log line; success also records the contact (online state). A failed attempt
 * throws, so BullMQ retries it with backoff and, after the last, keeps it as failed.
 */
async function sendToPrinter(
  deps: DevicesDeps,
  device: DeviceRecord,
  bytes: Uint8Array,
  job: Job,
  what: string,
): Promise<{ bytes: number }> {
  const { connection } = device;
  if (connection.type !== 'tcp') {
    await writeDeviceLog(deps.db, device.id, 'error', deviceTexts.printerNeedsNetwork);
    throw new UnrecoverableError(deviceTexts.printerNeedsNetwork);
  }
  const address = `${connection.host}:${connection.port}`;
  const attempts = job.opts.attempts ?? 1;
  try {
    await sendRaw(connection, bytes, deps.options.connectTimeoutMs);
  } catch (error) {
    const attempt = job.attemptsMade + 1;
    const reason = (error as Error).message;
    await writeDeviceLog(
      deps.db,
      device.id,
      attempt >= attempts ? 'error' : 'warning',
      fill(deviceLogTexts.printFailed, { job: what, attempt, attempts, reason }),
    );
    throw error;
  }
  await writeDeviceLog(deps.db, device.id, 'info', fill(deviceLogTexts.printed, { job: what, bytes: bytes.length, address }));
  await recordContact(deps.db, device.id, deps.options.now());
  return { bytes: bytes.length };
}

/** The printer a job names, or the branch's first printer of the kind; none is a failure no retry mends. */
async function printerFor(
  deps: DevicesDeps,
  device: number | undefined,
  branch: number,
  kind: DeviceRecord['kind'],
): Promise<DeviceRecord> {
  const found = device !== undefined ? await findDevice(deps.db, device) : await firstDeviceOfBranch(deps.db, branch, kind);
  if (!found) throw new UnrecoverableError(fill(deviceLogTexts.noPrinter, { branch }));
  if (found.kind === 'notification-device') {
    await writeDeviceLog(deps.db, found.id, 'error', deviceLogTexts.notAPrinter);
    throw new UnrecoverableError(deviceLogTexts.notAPrinter);
  }
  return found;
}

export function printJobHandlers(deps: DevicesDeps): JobHandlers<typeof devicesQueues.print> {
  return {
    async 'print-receipt'(payload, job) {
      const device = await printerFor(deps, payload.device, payload.branch.id, 'receipt-printer');
      return sendToPrinter(deps, device, renderReceipt(payload, device.columns), job, `Beleg Ticket ${payload.order.ticketNumber}`);
    },
    async 'print-labels'(payload, job) {
      const device = await printerFor(deps, payload.device, payload.branch.id, 'label-printer');
      return sendToPrinter(deps, device, renderLabels(payload, device.columns), job, `Etiketten Ticket ${payload.order.ticketNumber}`);
    },
    async 'test-print'(payload, job) {
      const device = await findDevice(deps.db, payload.device);
      if (!device) throw new UnrecoverableError('unknown device');
      return sendToPrinter(deps, device, renderTestPage(device, deps.options.now()), job, 'Testdruck');
    },
  };
}

export function startPrintWorker(deps: DevicesDeps, redis: Redis): Closable {
  const worker = createWorker(devicesQueues.print, printJobHandlers(deps), redis, { prefix: deps.options.queuePrefix, log: deps.log });
  return { close: () => worker.close() };
}
