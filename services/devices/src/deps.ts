import type { devicesQueues } from '@asp/contracts';
import type { JobQueue } from '@asp/server-kit';
import type { QueueEvents } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { DevicesOptions } from './config';
import type { DevicesDb } from './tables';

/** What the routes and the print worker of the devices service share (one per instance). */
export interface DevicesDeps {
  db: DevicesDb;
  options: DevicesOptions;
  log: FastifyBaseLogger;
  /** Null without Redis: test prints then answer 'Test nicht erfolgreich.'. */
  printQueue: JobQueue<typeof devicesQueues.print> | null;
  printEvents: QueueEvents | null;
}
