// Benchmark (issue 17): every GET /api/statistics/{name} over 1,000,000 analytics events and
// 100,000 orders, for a 30-day and a 365-day range (goal: each under 300 ms).
//
//   npx tsx bench/statistics.ts
//   BENCH_EVENTS=2000000 BENCH_ORDERS=200000 BENCH_REQUESTS=20 npx tsx bench/statistics.ts
//
// Starts a throw-away embedded PostgreSQL, builds the analytics service in-process (no NATS,
// no Redis) and bulk-loads with generate_series: the raw log (partitioned by month) and the
// roll-ups made from it in SQL exactly as the ingestion adds them; orders as the order
// projection would have rolled them up (per hour and Berlin day, branch, origin, product);
// 20 staff members' activities and schedules for a year. Then it times each endpoint with
// `app.inject` (p50 and max of BENCH_REQUESTS calls after 3 warm-up calls).
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { buildService, sql, startEmbeddedPostgres, type Db, type ServiceDefinition } from '@asp/server-kit';
import { freePort } from '@asp/server-kit/testing';
import { measureLatency } from './measure';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10);
const ZONE = 'Europe/Berlin';

async function loadAnalytics() {
  const src = path.resolve(__dirname, '..', 'services', 'analytics', 'src');
  const service = (await import(path.join(src, 'analytics-service.ts'))) as { createAnalyticsService(options: object): ServiceDefinition };
  return service.createAnalyticsService;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
function staffToken(privateKey: string): string {
  const now = Math.floor(Date.now() / 1000);
  const session = {
    sub: '1',
    sid: randomUUID(),
    username: 'admin',
    roles: ['ROLE_ADMIN'],
    branches: [],
    csrf: 'x',
    iat: now,
    exp: now + 3600,
  };
  const input = `${base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64url(JSON.stringify(session))}`;
  return `${input}.${base64url(sign(null, Buffer.from(input), privateKey))}`;
}

/** The roll-up of one metric from the raw log: `keyExpr` per row of `filter`, counted per hour and per Berlin day. */
async function rollUpFromLog(db: Db, metric: string, filter: string, keyExpr: string) {
  for (const [table, bucket] of [
    ['stat_hourly', `date_trunc('hour', received_at)`],
    ['stat_daily', `(received_at at time zone '${ZONE}')::date`],
  ]) {
    await sql
      .raw(
        `insert into ${table} (metric, bucket, branch, key, value)
         select '${metric}', ${bucket}, 0, ${keyExpr}, count(*) from analytics_log where ${filter} group by 2, 4`,
      )
      .execute(db);
  }
}

async function seedLog(db: Db) {
  const started = Date.now();
  // A visit every ~31 s over a year: init, then page views and now and then an event; 8,000 visitors a day.
  await sql`
    insert into analytics_log (type, action, category, data, visitor_hash, session_hash, browser, os, device_type, received_at)
    select t.type, t.action, t.category, t.data, md5((g / 4 % 8000)::text || (g / 4 / 8000)::text), md5((g / 4)::text),
      (array['Chrome','Mobile Safari','Firefox','Edge','Samsung Internet'])[1 + g % 5],
      (array['Windows','iOS','Android','Mac OS','Linux'])[1 + g / 3 % 5], 'desktop',
      now() - (g * (365 * 86400.0 / ${EVENTS})) * interval '1 second'
    from generate_series(1, ${EVENTS}) g,
    lateral (select case when g % 4 = 0 then 'init' when g % 17 = 0 then 'event' else 'pageview' end as type) k,
    lateral (select k.type,
      case k.type when 'pageview' then (array['/','/shop/konstanz','/shop/bodman','/news','/jobs','/filialen','/kontakt'])[1 + g % 7]
        when 'event' then 'Submit: Kontakt' else 'init' end as action,
      case k.type when 'pageview' then 'page' when 'event' then 'form' else 'device' end as category,
      case k.type when 'init' then jsonb_build_object('referrer', (array['','https://www.google.com/','https://instagram.com/'])[1 + g % 3],
        'screenWidth', (array[1920,390,412,1440])[1 + g % 4], 'screenHeight', (array[1080,844,915,900])[1 + g % 4],
        'pixelRatio', (array[1,3,2.625,2])[1 + g % 4], 'darkMode', g % 3 = 0) end as data) t`.execute(db);
  console.log(`seeded ${EVENTS} log rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const rolled = Date.now();
  await rollUpFromLog(db, 'page-views', `type = 'pageview'`, `''`);
  await rollUpFromLog(db, 'page', `type = 'pageview'`, `action`);
  await rollUpFromLog(db, 'page-view-hours', `type = 'pageview'`, `to_char(received_at at time zone '${ZONE}', 'HH24')`);
  await rollUpFromLog(db, 'event', `type = 'event'`, `category || '|' || action`);
  await rollUpFromLog(
    db,
    'referrer',
    `type = 'init'`,
    `regexp_replace(coalesce(substring(data->>'referrer' from '//([^/]+)'), ''), '^www\\.', '')`,
  );
  await rollUpFromLog(db, 'resolution', `type = 'init'`, `(data->>'screenWidth') || '×' || (data->>'screenHeight')`);
  await rollUpFromLog(db, 'pixel-ratio', `type = 'init'`, `data->>'pixelRatio'`);
  await rollUpFromLog(db, 'color-scheme', `type = 'init'`, `case when (data->>'darkMode')::boolean then 'dark' else 'light' end`);
  await rollUpFromLog(db, 'flow', `type = 'pageview'`, `jsonb_build_array((array['','/','/shop/konstanz'])[1 + id % 3], action)::text`);
  // Visitors, browsers and OS: once per visitor and day (its first row of the day), as the ingestion counts them.
  await sql`create temporary table first_visits as
    select distinct on ((received_at at time zone ${sql.lit(ZONE)})::date, visitor_hash) received_at, browser, os
    from analytics_log order by (received_at at time zone ${sql.lit(ZONE)})::date, visitor_hash, received_at`.execute(db);
  for (const [metric, key] of [
    ['visitors', `''`],
    ['browser', 'browser'],
    ['os', 'os'],
  ]) {
    await sql
      .raw(
        `insert into stat_hourly select '${metric}', date_trunc('hour', received_at), 0, ${key}, count(*) from first_visits group by 2, 4`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into stat_daily select '${metric}', (received_at at time zone '${ZONE}')::date, 0, ${key}, count(*) from first_visits group by 2, 4`,
      )
      .execute(db);
  }
  console.log(`rolled the log up in ${((Date.now() - rolled) / 1000).toFixed(1)} s`);
}

async function seedOrders(db: Db) {
  const started = Date.now();
  await sql`create temporary table bench_orders as
    select g as id, 1 + g % 5 as branch, (array['takeaway','delivery','dine-in'])[1 + g % 3] as origin,
      now() - (g * (365 * 86400.0 / ${ORDERS})) * interval '1 second' as placed_at, g % 20 = 0 as canceled,
      round((10 + (g % 90))::numeric, 2) as gross, 1 + g % 4 as lines
    from generate_series(1, ${ORDERS}) g`.execute(db);
  const metrics = [
    ['orders', '1'],
    ['canceled', 'case when canceled then 1 else 0 end'],
    ['revenue', 'case when canceled then 0 else gross end'],
    ['items', 'case when canceled then 0 else lines end'],
  ];
  for (const [metric, value] of metrics) {
    await sql
      .raw(
        `insert into stat_hourly select '${metric}', date_trunc('hour', placed_at), branch, origin, sum(${value}) from bench_orders group by 2, 3, 4`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into stat_daily select '${metric}', (placed_at at time zone '${ZONE}')::date, branch, origin, sum(${value}) from bench_orders group by 2, 3, 4`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `insert into stat_hourly select 'order-hours', date_trunc('hour', placed_at), branch, to_char(placed_at at time zone '${ZONE}', 'HH24'), count(*) from bench_orders group by 2, 3, 4`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into stat_daily select 'order-hours', (placed_at at time zone '${ZONE}')::date, branch, to_char(placed_at at time zone '${ZONE}', 'HH24'), count(*) from bench_orders group by 2, 3, 4`,
    )
    .execute(db);
  // 40 products; each order has its lines spread over them.
  await sql`create temporary table bench_items as
    select o.placed_at, o.branch, ((o.id * 7 + l) % 40 + 1)::text as product, l as quantity, round(o.gross / o.lines, 2) as gross
    from bench_orders o, generate_series(1, 4) l where l <= o.lines and not o.canceled`.execute(db);
  for (const [metric, value] of [
    ['item-quantity', 'sum(quantity)'],
    ['item-orders', 'count(*)'],
    ['item-revenue', 'sum(gross)'],
  ]) {
    await sql
      .raw(
        `insert into stat_hourly select '${metric}', date_trunc('hour', placed_at), branch, product, ${value} from bench_items group by 2, 3, 4`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into stat_daily select '${metric}', (placed_at at time zone '${ZONE}')::date, branch, product, ${value} from bench_items group by 2, 3, 4`,
      )
      .execute(db);
  }
  await sql`insert into stat_label select 'item-quantity', g::text, 'Produkt ' || g from generate_series(1, 40) g`.execute(db);
  // 20 staff members, a working day each weekday of the year (08:00–16:30 with a half-hour pause), a schedule each.
  await sql`insert into stat_activity (activity_id, user_id, branch, kind, start_at, end_at, pauses)
    select row_number() over (), u, 1 + u % 5, 'work', d + interval '6 hours', d + interval '14 hours 30 minutes',
      jsonb_build_array(jsonb_build_object('start', d + interval '10 hours', 'end', d + interval '10 hours 30 minutes'))
    from generate_series(1, 20) u, generate_series(date_trunc('day', now()) - interval '365 days', now(), interval '1 day') d
    where extract(isodow from d) < 6`.execute(db);
  // Their roll-up per Berlin day as the consumer writes it (8.5 hours less the pause).
  await sql`insert into stat_activity_day (activity_id, day, user_id, branch, kind, minutes)
    select activity_id, (start_at at time zone ${sql.lit(ZONE)})::date, user_id, branch, kind, 480 from stat_activity`.execute(db);
  await sql`insert into stat_schedule (schedule_id, user_id, branch, valid_from, valid_to, weekly, shifts)
    select u, u, 1 + u % 5, current_date - 400, null,
      (select jsonb_agg(jsonb_build_object('weekday', w, 'start', '08:00', 'end', '16:30')) from generate_series(1, 5) w), '[]'
    from generate_series(1, 20) u`.execute(db);
  await sql`vacuum analyze`.execute(db);
  console.log(`seeded ${ORDERS} orders' roll-ups and a year of working time in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const NAMES = [
  'unique-visitors',
  'page-views',
  'pages',
  'events',
  'event-flow',
  'resolutions',
  'device-pixel-ratios',
  'color-schemes',
  'referrers',
  'browsers',
  'operating-systems',
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'visitor-times',
  'order-times',
  'order-origins',
  'revenue-origins',
  'working-activities',
  'working-schedules',
];

export async function runStatistics(): Promise<void> {
  const createAnalyticsService = await loadAnalytics();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'asp-bench-'));
  chmodSync(tmp, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: await freePort() });
  const keys = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const service = await buildService(createAnalyticsService({}), {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: postgres.url('asp_analytics'),
    jwtPublicKey: keys.publicKey,
    production: false,
    seedDemoData: false,
    logLevel: 'silent',
    dataDir: tmp,
  });
  try {
    console.log(`statistics benchmark — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
    await seedLog(service.ctx.db);
    await seedOrders(service.ctx.db);
    const headers = { authorization: `Bearer ${staffToken(keys.privateKey)}` };
    const today = DateTime.now().setZone(ZONE).toISODate()!;
    const ranges = [30, 365].map((days) => ({
      days,
      query: `from=${DateTime.fromISO(today)
        .minus({ days: days - 1 })
        .toISODate()}&to=${today}`,
    }));
    const urls = NAMES.map((name) => `/api/statistics/${name}`).concat([
      '/api/statistics/user-profile',
      '/api/statistics/user-profile-working-activities',
    ]);
    console.log(`${'endpoint'.padEnd(50)} ${'30 days p50 / max'.padEnd(22)} 365 days p50 / max`);
    let slowest = 0;
    for (const url of urls) {
      const cells = [];
      for (const range of ranges) {
        const query = url.includes('user-profile') ? range.query.replace('from=', 'user=3&start=').replace('&to=', '&end=') : range.query;
        const call = async () => {
          const response = await service.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
          if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode}: ${response.body.slice(0, 200)}`);
        };
        for (let i = 0; i < 3; i += 1) await call();
        const figures = await measureLatency(REQUESTS, call);
        slowest = Math.max(slowest, figures.p50);
        cells.push(`${figures.p50.toFixed(1)} / ${figures.max.toFixed(1)} ms`.padEnd(22));
      }
      console.log(`${url.padEnd(50)} ${cells.join(' ')}`);
    }
    console.log(`slowest p50: ${slowest.toFixed(1)} ms (goal < 300 ms)`);
  } finally {
    await service.close();
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runStatistics().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
