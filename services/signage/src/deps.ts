import type { FastifyBaseLogger } from 'fastify';
import type { SignageOptions } from './config';
import type { LivePush } from './live-push';
import type { SignageDb } from './tables';

/** What the routes of the signage service share (one per instance). */
export interface SignageDeps {
  db: SignageDb;
  options: SignageOptions;
  log: FastifyBaseLogger;
  live: LivePush;
}
