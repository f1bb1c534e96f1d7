import { STATISTICS_TIME_ZONE } from '@asp/contracts';
import { sql, type Trx } from '@asp/server-kit';
import type { Visit } from '../log-store';
import { METRIC, berlinHourKey } from './metrics';
import type { RollupAddition } from './rollups';

type Data = Record<string, unknown>;
const asData = (value: unknown): Data => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {});
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The referring site: host without 'www.'; '' for none, an unreadable one, or the own site. */
export function referrerHost(referrer: unknown, ownHost: string): string {
  if (typeof referrer !== 'string' || !referrer) return '';
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    return host ===
      ownHost
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/:\d+$/, '')
      ? ''
      : host.slice(0, 200);
  } catch {
    return '';
  }
}

/** What a device init entry tells: resolution, pixel ratio, colour scheme, referrer. */
function initAdditions(data: Data, at: Date, ownHost: string): RollupAddition[] {
  const width = finite(data.screenWidth);
  const height = finite(data.screenHeight);
  const ratio = finite(data.pixelRatio);
  const scheme = data.darkMode === true ? 'dark' : data.darkMode === false ? 'light' : 'unknown';
  return [
    { metric: METRIC.referrer, at, key: referrerHost(data.referrer, ownHost), value: 1 },
    { metric: METRIC.resolution, at, key: width && height ? `${Math.round(width)}×${Math.round(height)}` : '', value: 1 },
    { metric: METRIC.pixelRatio, at, key: ratio ? String(Math.round(ratio * 100) / 100) : '', value: 1 },
    { metric: METRIC.colorScheme, at, key: scheme, value: 1 },
  ];
}

/**
 * The roll-up additions of one stored batch: page views per path, events per category and
 * action, device facts per init entry, a new visitor of the day with its browser and OS,
 * and the session's page-to-page links (the session's last page is kept for the day only).
 */
export async function visitRollups(
  trx: Trx,
  visit: Visit,
  parsed: { browser: string | null; os: string | null },
): Promise<RollupAddition[]> {
  const at = visit.receivedAt;
  const day = sql`(${at.toISOString()}::timestamptz at time zone ${STATISTICS_TIME_ZONE})::date`;
  const additions: RollupAddition[] = [];
  if (visit.visitorHash) {
    const { rows } = await sql`
      insert into analytics_visitor_day (day, visitor_hash) values (${day}, ${visit.visitorHash})
      on conflict do nothing returning 1 as added`.execute(trx);
    if (rows.length) {
      additions.push({ metric: METRIC.visitors, at, value: 1 });
      additions.push({ metric: METRIC.browser, at, key: parsed.browser ?? '', value: 1 });
      additions.push({ metric: METRIC.os, at, key: parsed.os ?? '', value: 1 });
    }
  }
  let lastPage: string | null = null;
  if (visit.sessionHash && visit.entries.some((entry) => entry.type === 'pageview')) {
    const { rows } = await sql<{ path: string }>`
      select path from analytics_session_page where day = ${day} and session_hash = ${visit.sessionHash}`.execute(trx);
    lastPage = rows[0]?.path ?? '';
  }
  for (const entry of visit.entries) {
    const data = asData(entry.data);
    if (entry.type === 'pageview') {
      const path = (entry.action ?? (typeof data.path === 'string' ? data.path : '')).slice(0, 200);
      additions.push(
        { metric: METRIC.pageViews, at, value: 1 },
        { metric: METRIC.pageViewHours, at, key: berlinHourKey(at), value: 1 },
        { metric: METRIC.page, at, key: path, value: 1 },
      );
      if (lastPage !== null) {
        additions.push({ metric: METRIC.flow, at, key: JSON.stringify([lastPage, path]), value: 1 });
        lastPage = path;
      }
    } else if (entry.type === 'event') {
      additions.push({ metric: METRIC.event, at, key: `${entry.category ?? ''}|${entry.action ?? ''}`, value: 1 });
    } else if (entry.type === 'init') {
      additions.push(...initAdditions(data, at, visit.ownHost));
    }
  }
  if (visit.sessionHash && lastPage !== null) {
    await sql`
      insert into analytics_session_page (day, session_hash, path) values (${day}, ${visit.sessionHash}, ${lastPage})
      on conflict (day, session_hash) do update set path = excluded.path`.execute(trx);
  }
  return additions;
}
