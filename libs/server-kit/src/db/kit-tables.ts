import type { ColumnType, Generated } from 'kysely';

export type { Generated };

/** A timestamptz column: read as Date, written as Date or ISO text, defaulted by PostgreSQL where `Generated`. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a default (`now()`): optional on insert. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * A JSONB column: read as the parsed value, written as JSON text (services store
 * `JSON.stringify(…)`, so a document is never half-serialised by the driver).
 */
export type Json<T = unknown> = ColumnType<T, string, string>;

/** The tables server-kit's event and idempotency machinery owns in every service database (eventMigrations). */
export interface ServerKitTables {
  outbox: {
    seq: Generated<number>;
    id: string;
    subject: string;
    version: number;
    payload: Json;
    occurred_at: Timestamp;
    published_at: ColumnType<Date | null, never, Date | string>;
    attempts: Generated<number>;
  };
  processed_events: {
    consumer: string;
    event_id: string;
    processed_at: DefaultTimestamp;
  };
  idempotency_keys: {
    scope: string;
    key: string;
    request_hash: string;
    status_code: number | null;
    response: Json | null;
    created_at: DefaultTimestamp;
  };
}

/** One row of a document-shaped resource table (createResourceTable). */
export interface ResourceTable<T = unknown> {
  id: Generated<number>;
  data: Json<T>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** …with the unique `identifier` column. */
export interface IdentifiedResourceTable<T = unknown> extends ResourceTable<T> {
  identifier: string | null;
}
