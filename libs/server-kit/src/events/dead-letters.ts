import { DEAD_LETTER_STREAM, deadLetterSubject, type DeadLetter } from '@asp/contracts';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { sql, type Db } from '../db/database';
import { ensureStream } from './streams';

/**
 * The dead letters of a service's consumers: events they could not read, one row per
 * stream message (a redelivery before the term reached NATS is not counted twice). Made
 * on first use rather than by a migration: the event migrations sort before every
 * service's own, and kysely refuses a new migration that sorts before executed ones.
 */
export async function ensureDeadLetterTable(db: Db): Promise<void> {
  try {
    await sql`
      create table if not exists dead_letters (
        consumer text not null,
        stream text not null,
        stream_seq bigint not null,
        subject text not null,
        event_id uuid,
        reason text not null,
        payload jsonb,
        created_at timestamptz not null default now(),
        primary key (consumer, stream, stream_seq)
      )`.execute(db);
  } catch (error) {
    // Two instances creating it at once: one wins, the other sees a duplicate type/table.
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

export interface DeadLetterTarget {
  db: Db;
  js: JetStreamClient;
  jsm: JetStreamManager;
}

/**
 * Publishes the letter to `dead-letter.<consumer>` (DEAD_LETTERS stream, deduplicated per
 * stream message) and counts it, recording the event as handled so a duplicate of it is
 * not dead-lettered again. Throws when NATS or the database fail: the caller naks and the
 * message comes back, so a dead letter is never lost on the way.
 */
export async function sendDeadLetter(target: DeadLetterTarget, letter: DeadLetter, streamSeq: number): Promise<void> {
  // Dead letters are rare: asking for the stream each time costs nothing worth caching.
  await ensureStream(target.jsm, DEAD_LETTER_STREAM);
  await target.js.publish(deadLetterSubject(letter.consumer), JSON.stringify(letter), {
    msgID: `${letter.consumer}:${letter.stream}:${streamSeq}`,
  });
  await target.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('dead_letters')
      .values({
        consumer: letter.consumer,
        stream: letter.stream,
        stream_seq: streamSeq,
        subject: letter.subject,
        event_id: letter.eventId,
        reason: letter.reason,
        payload: JSON.stringify(letter.payload ?? null),
      })
      .onConflict((conflict) => conflict.columns(['consumer', 'stream', 'stream_seq']).doNothing())
      .execute();
    if (letter.eventId) {
      await trx
        .insertInto('processed_events')
        .values({ consumer: letter.consumer, event_id: letter.eventId })
        .onConflict((conflict) => conflict.columns(['consumer', 'event_id']).doNothing())
        .execute();
    }
  });
}

/** How many events a consumer (or all of them) sent to the dead letters. */
export async function countDeadLetters(db: Db, consumer?: string): Promise<number> {
  let query = db.selectFrom('dead_letters').select(db.fn.countAll<string>().as('n'));
  if (consumer) query = query.where('consumer', '=', consumer);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
