import { DateTime } from 'luxon';
import { analyticsQueues } from '@asp/contracts';
import { createQueue, createQueueEvents, sql } from '@asp/server-kit';
import { retainAnalyticsLog } from '../src/statistics/retention-job';
import { monthPartitionsAround } from '../src/statistics/partitions';
import { startStatistics, type StatisticsHarness } from './statistics-helpers';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let h: StatisticsHarness;
let visitedAt: DateTime;

const init = (referrer: string, width: number, height: number, pixelRatio: number, darkMode: boolean) => ({
  type: 'init',
  category: 'device',
  action: 'init',
  data: { referrer, screenWidth: width, screenHeight: height, pixelRatio, darkMode },
});
const page = (path: string) => ({ type: 'pageview', category: 'page', action: path, data: { path } });

async function post(address: string, userAgent: string, body: Record<string, unknown>) {
  const response = await h.service.app.inject({
    method: 'POST',
    url: '/api/analytics-log',
    remoteAddress: address,
    headers: { 'user-agent': userAgent, host: 'metzgerei.example' },
    payload: body,
  });
  expect(response.statusCode).toBe(202);
}

beforeAll(async () => {
  h = await startStatistics();
  // Yesterday's salt must not survive today's first visit.
  await sql`insert into analytics_daily_salt (day, salt) values (current_date - 2, 'old')`.execute(h.service.ctx.db);
  await sql`insert into analytics_visitor_day (day, visitor_hash) values (current_date - 2, 'old-hash')`.execute(h.service.ctx.db);
  visitedAt = DateTime.now().setZone('Europe/Berlin');
  // Visitor 1 (10.0.0.1, Chrome): from Google, three pages and a form event over two batches.
  await post('10.0.0.1', CHROME, {
    sessionId: 's1',
    entries: [init('https://www.google.com/search?q=metzgerei', 1920, 1080, 1, false), page('/'), page('/shop')],
  });
  await post('10.0.0.1', CHROME, {
    sessionId: 's1',
    entries: [page('/kontakt'), { type: 'event', category: 'form', action: 'Submit: Kontakt' }],
  });
  // Visitor 2 (10.0.0.2, Firefox): direct.
  await post('10.0.0.2', FIREFOX, { sessionId: 's2', entries: [init('', 390, 844, 3, true), page('/')] });
  // Visitor 3: the same address as visitor 1 with another browser is another visitor; a referrer of the own site is direct.
  await post('10.0.0.1', IPHONE, { sessionId: 's3', entries: [init('https://instagram.com/p/1', 390, 844, 3, true), page('/shop')] });
  await post('10.0.0.1', IPHONE, { sessionId: 's3', entries: [init('https://www.metzgerei.example/news', 390, 844, 3, true)] });
}, 60_000);
afterAll(() => h.close());

const data = async (name: string, query = `from=${visitedAt.toISODate()}&to=${visitedAt.toISODate()}`) => {
  const response = await h.get(`/api/statistics/${name}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.body.data as Record<string, unknown>;
};
const rows = async (name: string) =>
  ((await data(name)).rows as Array<{ key: string; label: string; value: number }>).map((row) => [row.key, row.label, row.value]);

test('visitors and page views of the day (daily roll-up) and of the last hours (hourly roll-up)', async () => {
  const today = `${visitedAt.toISODate()}T00:00:00${visitedAt.toFormat('ZZ')}`;
  expect(await data('unique-visitors')).toMatchObject({ total: 3, points: [{ start: today, value: 3 }] });
  expect(await data('page-views')).toMatchObject({ total: 5, points: [{ start: today, value: 5 }] });
  const hours = `from=${encodeURIComponent(visitedAt.minus({ hours: 2 }).toISO()!)}&to=${encodeURIComponent(visitedAt.plus({ hours: 2 }).toISO()!)}`;
  expect(await data('page-views', hours)).toMatchObject({ total: 5 });
});

test('pages, events, event flow', async () => {
  expect(await rows('pages')).toEqual([
    ['/', '/', 2],
    ['/shop', '/shop', 2],
    ['/kontakt', '/kontakt', 1],
  ]);
  expect(await rows('events')).toEqual([['form|Submit: Kontakt', 'form: Submit: Kontakt', 1]]);
  expect(await data('event-flow')).toMatchObject({
    total: 5,
    links: [
      { from: '', to: '/', value: 2 },
      { from: '', to: '/shop', value: 1 },
      { from: '/', to: '/shop', value: 1 },
      { from: '/shop', to: '/kontakt', value: 1 },
    ],
  });
});

test('devices, referrers (grouped by site), browsers and operating systems (ua-parser-js)', async () => {
  expect(await rows('resolutions')).toEqual([
    ['390×844', '390×844', 3],
    ['1920×1080', '1920×1080', 1],
  ]);
  expect(await rows('device-pixel-ratios')).toEqual([
    ['3', '3', 3],
    ['1', '1', 1],
  ]);
  expect(await rows('color-schemes')).toEqual([
    ['dark', 'Dunkel', 3],
    ['light', 'Hell', 1],
  ]);
  expect(await rows('referrers')).toEqual([
    ['', 'Direkt', 2],
    ['google.com', 'google.com', 1],
    ['instagram.com', 'instagram.com', 1],
  ]);
  expect(await rows('browsers')).toEqual([
    ['Chrome', 'Chrome', 1],
    ['Firefox', 'Firefox', 1],
    ['Mobile Safari', 'Mobile Safari', 1],
  ]);
  // Equal values: by key, byte order.
  expect(await rows('operating-systems')).toEqual([
    ['Linux', 'Linux', 1],
    ['Windows', 'Windows', 1],
    ['iOS', 'iOS', 1],
  ]);
  const times = await data('visitor-times');
  const filled = (times.cells as Array<{ weekday: number; hour: number; value: number }>).filter((cell) => cell.value > 0);
  expect(filled).toEqual([{ weekday: visitedAt.weekday, hour: visitedAt.hour, value: 5 }]);
});

test('privacy: no address stored, visitor hashes from the day salt only, past salts deleted', async () => {
  const log = await sql`select * from analytics_log`.execute(h.service.ctx.db);
  expect(JSON.stringify(log.rows)).not.toContain('10.0.0.');
  const salts = await sql<{ day: string }>`select to_char(day, 'YYYY-MM-DD') as day from analytics_daily_salt`.execute(h.service.ctx.db);
  expect(salts.rows.map((row) => row.day)).toEqual([visitedAt.toISODate()]);
  const days = await sql<{ day: string }>`select distinct to_char(day, 'YYYY-MM-DD') as day from analytics_visitor_day`.execute(
    h.service.ctx.db,
  );
  expect(days.rows.map((row) => row.day)).toEqual([visitedAt.toISODate()]);
  const hashes = await sql<{ n: number }>`select count(distinct visitor_hash)::int as n from analytics_log`.execute(h.service.ctx.db);
  expect(hashes.rows[0].n).toBe(3);
});

test('retention: old log rows and whole old months go, partitions ahead are made, the roll-ups stay', async () => {
  const { db } = h.service.ctx;
  const now = new Date();
  const monthsAgo = (months: number) => DateTime.fromJSDate(now).minus({ months }).toJSDate();
  for (const statement of monthPartitionsAround(monthsAgo(20), 0, 0)) await statement.execute(db);
  const old = DateTime.fromJSDate(monthsAgo(20)).toFormat('yyyy_MM');
  await sql`insert into analytics_log (type, action, received_at) values
    ('pageview', '/alt', ${monthsAgo(20)}), ('pageview', '/alt', ${monthsAgo(15)}), ('pageview', '/jung', ${monthsAgo(12)})`.execute(db);
  const dailyBefore = await sql`select * from stat_daily order by metric, bucket, key`.execute(db);

  // Through the queue, as the daily schedule runs it.
  const queue = createQueue(analyticsQueues.maintenance, h.service.ctx.redis!, { prefix: QUEUE_PREFIX() });
  const events = createQueueEvents(analyticsQueues.maintenance, h.service.ctx.redis!, { prefix: QUEUE_PREFIX() });
  const job = await queue.enqueue('retain-log', { retentionMonths: 13 });
  const result = await job.waitUntilFinished(events, 20_000);
  await events.close();
  await queue.close();

  expect(result).toMatchObject({ droppedPartitions: [`analytics_log_${old}`], deletedRows: 1 });
  const left = await sql<{
    action: string | null;
  }>`select action from analytics_log where received_at < now() - interval '1 month'`.execute(db);
  expect(left.rows.map((row) => row.action)).toEqual(['/jung']);
  const ahead = DateTime.fromJSDate(now).toUTC().plus({ months: 3 }).toFormat('yyyy_MM');
  const partitions = await sql<{ n: number }>`select count(*)::int as n from pg_class where relname = ${`analytics_log_${ahead}`}`.execute(
    db,
  );
  expect(partitions.rows[0].n).toBe(1);
  expect((await sql`select * from stat_daily order by metric, bucket, key`.execute(db)).rows).toEqual(dailyBefore.rows);
  // Run directly once more: nothing left to do.
  expect(await retainAnalyticsLog(db, { retentionMonths: 13 })).toEqual({ droppedPartitions: [], deletedRows: 0, deletedVisitorDays: 0 });
});

/** The service's BullMQ prefix (the harness picks a fresh one per file). */
const QUEUE_PREFIX = () => h.queuePrefix;
