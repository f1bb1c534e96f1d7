import { devicesQueues, type JobInput } from '@asp/contracts';
import { createQueue, createQueueEvents, HttpError, type JobQueue, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import type { JobsOptions, QueueEvents } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';

type PrintQueue = typeof devicesQueues.print;
/** The print jobs a staff call waits for (test prints belong to the devices service). */
type WaitedPrintJob = 'print-receipt' | 'print-labels';

/** How long a call waits for the devices service to print (attempts 0.5 s and 1 s apart fit in it). */
const PRINT_WAIT_MS = Number(process.env.PRINT_WAIT_MS ?? 6000);

/** The devices service's print queue and its events, shared by the print routes. */
export interface PrintDispatch {
  queue: JobQueue<PrintQueue>;
  events: QueueEvents;
}

/** Opens the print queue and its events once for the app and closes them with it; null without Redis. */
export function createPrintDispatch(app: ServiceApp, ctx: ServiceContext, prefix: string): PrintDispatch | null {
  if (!ctx.redis) return null;
  const dispatch: PrintDispatch = {
    queue: createQueue(devicesQueues.print, ctx.redis, { prefix }),
    events: createQueueEvents(devicesQueues.print, ctx.redis, { prefix }),
  };
  app.addHook('onClose', async () => {
    await dispatch.events.close();
    await dispatch.queue.close();
  });
  return dispatch;
}

export interface PrintRequest<N extends WaitedPrintJob> {
  job: N;
  payload: JobInput<PrintQueue, N>;
  options: JobsOptions;
  /** The German message of the 422 answer when nothing was printed. */
  failure: string;
  log: FastifyBaseLogger;
}

/**
 * Puts a print job on the devices service's queue `devices.print` and waits a few seconds
 * for its result. No Redis, a printer that stays unreachable, no printer, or no answer in
 * time: 422 with `failure`. A job still waiting for its next attempt then is removed, so a
 * failed answer does not print later by surprise.
 */
export async function printAndWait<N extends WaitedPrintJob>(dispatch: PrintDispatch | null, request: PrintRequest<N>): Promise<void> {
  const failed = new HttpError(422, [{ message: request.failure }]);
  if (!dispatch) throw failed;
  const job = await dispatch.queue.enqueue(request.job, request.payload, request.options);
  try {
    await job.waitUntilFinished(dispatch.events, PRINT_WAIT_MS);
  } catch (error) {
    request.log.warn({ err: error, job: request.job, jobId: job.id }, 'print job not done');
    // Waiting or delayed jobs can be removed; one being sent right now cannot (and may still print).
    await job.remove().catch(() => undefined);
    throw failed;
  }
}
