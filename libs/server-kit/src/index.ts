// Everything a service needs to be built the agreed way (DESIGN.md §3, §5–§8).
export {
  buildService,
  runService,
  type ServiceApp,
  type ServiceContext,
  type ServiceDefinition,
  type RunningService,
  type Closable,
} from './service';
export { readServiceEnv, type ServiceEnv } from './env';
export { createDatabase, migrate, ensureDatabase, sql, type Db, type Trx, type Migrations } from './db/database';
export type {
  DefaultTimestamp,
  Generated,
  IdentifiedResourceTable,
  Json,
  ResourceTable,
  ServerKitTables,
  Timestamp,
} from './db/kit-tables';
export { createResourceTable, insertResourceRecord, seedOnce } from './db/resource-table';
export {
  HttpError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  unprocessable,
  tooManyRequests,
  type ErrorItem,
} from './http/errors';
export { germanIssueMessage, installGermanZodMessages, fieldPath } from '@asp/domain';
export { registerResource, listEntities, findEntity, toEntity, idParams, type ResourceDefinition } from './http/resource-routes';
export { DEFAULT_BODY_LIMIT, DOCUMENT_BODY_LIMIT, bodyTooLargeMessage } from './http/body-limits';
export {
  sanitizeRichText,
  sanitizeRichTextFields,
  sanitizeMarkupInDocument,
  RICH_TEXT_OPTIONS,
  WEBSITE_MARKUP_OPTIONS,
} from './http/rich-text';
export { findHostileInput, checkRequestInput, MAX_INPUT_DEPTH } from './http/input-guard';
export { maskSecretUrl, secureLoggerOptions, redactSensitive, MASKED_SECRET, REDACTED } from './http/log-redaction';
export { withIdempotency, readIdempotencyKey, pruneIdempotencyKeys, storeIdempotentAnswer, IDEMPOTENCY_HEADER } from './http/idempotency';
export {
  allOf,
  listPagingShape,
  jsonContains,
  jsonFlagIs,
  jsonText,
  jsonTextContainsIgnoringCase,
  jsonTextEqualsIgnoringCase,
  searchWords,
  sortOrder,
  sortQueryShape,
  TOTAL_COUNT_HEADER,
  type ListFilters,
  type SqlCondition,
} from './http/resource-list';
export {
  registerStaffAuth,
  requireStaff,
  requireRole,
  isAdmin,
  isBranchEmployee,
  eventActor,
  safeEqual,
  revokedSessionKey,
  SESSION_COOKIE,
  CSRF_COOKIE,
  CSRF_HEADER,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  type StaffSession,
} from './auth/staff-auth';
export { writeEvent, eventMigrations, OUTBOX_CHANNEL, type DomainEvent } from './events/outbox';
export { startOutboxRelay, type OutboxRelay } from './events/relay';
export { ensureStream } from './events/streams';
export { on, startConsumer, type ConsumerDefinition, type ConsumerHandle, type EventHandler, type EventMeta } from './events/consumer';
export { countDeadLetters } from './events/dead-letters';
export { listenToNats, type ListenerLog, type NatsListener, type NatsListenerOptions } from './events/nats-listener';
export {
  createQueue,
  createWorker,
  createQueueEvents,
  defaultJobOptions,
  keepRecentRuns,
  maintenanceJobOptions,
  type JobQueue,
  type JobHandlers,
} from './jobs/queues';
export { startEmbeddedPostgres } from './embedded-postgres';
export { CLOSING_HEADER, isBackendOutage, requestRedisOptions, type Lifecycle } from './lifecycle';
export { pascal as pascalCase } from './http/openapi';
export { registerResponseSnapshots, pickEncoding, type ResponseSnapshots } from './http/response-snapshots';
