import { createHmac } from 'node:crypto';
import type { AnalyticsLogBatch } from '@asp/contracts';
import type { Db } from '@asp/server-kit';
import { UAParser } from 'ua-parser-js';

const USER_AGENT_MAX_LENGTH = 512;

/** Keyed hash: the same visitor gets the same value, but the value leads back to nothing. */
export const hashClientId = (salt: string, id: string | undefined) => (id ? createHmac('sha256', salt).update(id).digest('hex') : null);

export interface Received {
  batch: AnalyticsLogBatch;
  userAgent: string | undefined;
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

/** One insert for the whole batch; all entries share the time, visitor, session and browser. */
export async function storeEntries(db: Db, { batch, userAgent, idSalt }: Received): Promise<number> {
  const shared = {
    visitor_hash: hashClientId(idSalt, batch.visitorId),
    session_hash: hashClientId(idSalt, batch.sessionId),
    user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
    ...parseUserAgent(userAgent),
  };
  const rows = batch.entries.map((entry) => ({
    type: entry.type,
    action: entry.action ?? null,
    category: entry.category ?? null,
    data: entry.data === undefined || entry.data === null ? null : JSON.stringify(entry.data),
    ...shared,
  }));
  await db.insertInto('analytics_log').values(rows).execute();
  return rows.length;
}
