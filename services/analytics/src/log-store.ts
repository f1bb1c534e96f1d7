import { createHmac, randomBytes } from 'node:crypto';
import { STATISTICS_TIME_ZONE, type AnalyticsLogBatch, type AnalyticsLogEntry } from '@asp/contracts';
import { sql, type Db, type Trx } from '@asp/server-kit';
import { UAParser } from 'ua-parser-js';
import { visitRollups } from './statistics/visit-rollups';
import { addToRollups } from './statistics/rollups';

const USER_AGENT_MAX_LENGTH = 512;

/** Keyed hash: the same input gets the same value that day, but the value leads back to nothing. */
export const hashClientId = (salt: string, id: string | undefined) => (id ? createHmac('sha256', salt).update(id).digest('hex') : null);

export interface Received {
  batch: AnalyticsLogBatch;
  userAgent: string | undefined;
  /** The caller's address: only hashed (with the day's salt), never stored. */
  address: string;
  /** The host the log was posted to: a referrer from it is the own site. */
  host: string;
  idSalt: string;
}

/**
 * Browser, OS and device type from the User-Agent header (ua-parser-js 1.x, MIT; 2.x is AGPL).
 * A user agent without a device type is a desktop browser.
 */
export function parseUserAgent(userAgent: string | undefined): { browser: string | null; os: string | null; device_type: string | null } {
  if (!userAgent) return { browser: null, os: null, device_type: null };
  const parsed = new UAParser(userAgent).getResult();
  return { browser: parsed.browser.name ?? null, os: parsed.os.name ?? null, device_type: parsed.device.type ?? 'desktop' };
}

/**
 * The salt of the current Berlin day, made on the day's first visit. Earlier days' salts are
 * deleted here (and by the retention job): once gone, a past day's hashes cannot be
 * recomputed from an address, so they cannot be linked to anyone or across days.
 */
async function todaysSalt(trx: Trx): Promise<string> {
  const today = sql`(now() at time zone ${STATISTICS_TIME_ZONE})::date`;
  const expired = await sql`delete from analytics_daily_salt where day < ${today}`.execute(trx);
  if (Number(expired.numAffectedRows ?? 0) > 0) {
    // A new day: yesterday's visitor hashes and session pages are not needed any more.
    await sql`delete from analytics_visitor_day where day < ${today}`.execute(trx);
    await sql`delete from analytics_session_page where day < ${today}`.execute(trx);
  }
  await sql`insert into analytics_daily_salt (day, salt) values (${today}, ${randomBytes(32).toString('hex')}) on conflict do nothing`.execute(
    trx,
  );
  const { rows } = await sql<{ salt: string }>`select salt from analytics_daily_salt where day = ${today}`.execute(trx);
  return rows[0].salt;
}

/** One visit's batch as stored: the hashes already made, the time it arrived. */
export interface Visit {
  entries: readonly AnalyticsLogEntry[];
  visitorHash: string | null;
  sessionHash: string | null;
  userAgent: string | null;
  receivedAt: Date;
  ownHost: string;
}

/** Stores a batch in the log and adds it to the roll-ups, in the caller's transaction. */
export async function recordVisit(trx: Trx, visit: Visit): Promise<number> {
  const shared = {
    visitor_hash: visit.visitorHash,
    session_hash: visit.sessionHash,
    user_agent: visit.userAgent,
    received_at: visit.receivedAt,
    ...parseUserAgent(visit.userAgent ?? undefined),
  };
  const rows = visit.entries.map((entry) => ({
    type: entry.type,
    action: entry.action ?? null,
    category: entry.category ?? null,
    data: entry.data === undefined || entry.data === null ? null : JSON.stringify(entry.data),
    ...shared,
  }));
  await trx.insertInto('analytics_log').values(rows).execute();
  await addToRollups(trx, await visitRollups(trx, visit, shared));
  return rows.length;
}

/**
 * The route's store: the unique visitor is a keyed hash of the day's salt, the address and
 * the user agent (no cookie, no id from the browser); the session a hash of the browser's
 * session id with the same salt. The address itself is never stored.
 */
export async function storeEntries(db: Db, { batch, userAgent, address, host, idSalt }: Received): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const salt = `${idSalt}:${await todaysSalt(trx)}`;
    const agent = userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
    return recordVisit(trx, {
      entries: batch.entries,
      visitorHash: hashClientId(salt, `${address}\n${agent ?? ''}`),
      sessionHash: hashClientId(salt, batch.sessionId),
      userAgent: agent,
      receivedAt: new Date(),
      ownHost: host,
    });
  });
}
