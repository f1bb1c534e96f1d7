import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createDatabase, type Db } from '../../db/database';
import { findBinary, freePort } from '../processes';
import { publishTrialShop, shopReplicated } from './shop';
import { isReady, serviceCommand, supervise, type ChildSpec, type Supervised } from './supervised';
import { countEffects, tally, unpublishedEvents, type Tally } from './tally';
import { placeOrders } from './traffic';

export interface FaultTrialOptions {
  /** Orders to place. */
  orders: number;
  /** SIGKILLs of each of nats-server, the orders service and the analytics service. */
  kills: number;
  /** Orders in flight at once (default 4). */
  concurrency?: number;
  /** Empty databases for the two services. */
  databaseUrls: { orders: string; analytics: string };
  /** Optional: the services run without Redis (no jobs are needed for cash orders). */
  redisUrl?: string;
  jwtPublicKey: string;
  /** Folder for the NATS store, the services' data and the supervisor's run file. */
  workDir: string;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** How long the outbox and the projection may take to catch up after the last order (default 60 s). */
  settleMs?: number;
}

export interface FaultTrialResult extends Tally {
  accepted: number;
  failedAttempts: number;
  killed: Record<Target, number>;
  seconds: number;
}

type Target = 'nats' | 'orders' | 'analytics';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll(predicate: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`fault trial: ${what} not reached within ${timeoutMs} ms`);
    await sleep(200);
  }
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Issue 11 §7: the outbox under faults. nats-server, the orders service and the analytics
 * service (whose `order_facts` projection is the downstream effect) run as real processes
 * under the platform's supervisor. While `orders` orders are placed, each of the three is
 * killed with SIGKILL `kills` times, spread evenly over the run, and started again by the
 * supervisor. Afterwards every committed order must have exactly one placed event on the
 * stream and exactly one projection row.
 */
export async function runFaultTrial(opts: FaultTrialOptions): Promise<FaultTrialResult> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const [natsPort, ordersPort, analyticsPort] = [await freePort(), await freePort(), await freePort()];
  const natsUrl = `nats://127.0.0.1:${natsPort}`;
  mkdirSync(opts.workDir, { recursive: true });
  const serviceEnv = (name: string, port: number, databaseUrl: string): Record<string, string> => ({
    [`${name.toUpperCase()}_PORT`]: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    REDIS_URL: opts.redisUrl ?? '',
    JWT_PUBLIC_KEY: opts.jwtPublicKey,
    DATA_DIR: opts.workDir,
    LOG_LEVEL: process.env.TEST_LOG ? 'info' : 'error',
    SEED_DEMO_DATA: 'false',
  });
  const children: ChildSpec[] = [
    {
      name: 'nats',
      command: findBinary('nats-server'),
      layer: 0,
      match: 'nats-server',
      env: {},
      args: ['-js', '-a', '127.0.0.1', '-p', String(natsPort), '-sd', path.join(opts.workDir, 'nats')],
    },
    { name: 'orders', ...serviceCommand('orders'), layer: 1, env: serviceEnv('orders', ordersPort, opts.databaseUrls.orders) },
    {
      name: 'analytics',
      ...serviceCommand('analytics'),
      layer: 1,
      env: serviceEnv('analytics', analyticsPort, opts.databaseUrls.analytics),
    },
  ];
  // Short restart delays and room for every planned kill: the trial kills on purpose, a
  // give-up would be the platform's policy for a crash loop, not what is under test.
  const supervised: Supervised = supervise(children, {
    runFile: path.join(opts.workDir, 'run', 'platform.json'),
    restart: { baseDelayMs: 200, maxDelayMs: 2_000, maxCrashes: opts.kills + 5, windowMs: 60_000 },
    log,
  });
  let ordersDb: Db | undefined;
  let analyticsDb: Db | undefined;
  try {
    const healthy: Record<Target, () => Promise<boolean>> = {
      nats: () => portOpen(natsPort),
      orders: () => isReady(ordersPort),
      analytics: () => isReady(analyticsPort),
    };
    for (const target of ['nats', 'orders', 'analytics'] as const) await poll(healthy[target], 120_000, `${target} ready`);
    log(`started nats :${natsPort}, orders :${ordersPort}, analytics :${analyticsPort} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const shop = await publishTrialShop(natsUrl);
    ordersDb = createDatabase(opts.databaseUrls.orders, 2);
    analyticsDb = createDatabase(opts.databaseUrls.analytics, 2);
    await poll(() => shopReplicated(ordersDb!, shop), 30_000, 'shop in the orders replica');

    // The kill plan: nats, orders, analytics, nats, … at evenly spaced order counts.
    const plan = Array.from({ length: opts.kills * 3 }, (_, i) => ({
      target: (['nats', 'orders', 'analytics'] as const)[i % 3],
      atAccepted: Math.floor((opts.orders * (i + 1)) / (opts.kills * 3 + 1)),
    }));
    const killed: Record<Target, number> = { nats: 0, orders: 0, analytics: 0 };
    let accepted = 0;
    let trafficDone = false;
    const killer = (async () => {
      for (const step of plan) {
        while (accepted < step.atAccepted && !trafficDone) await sleep(20);
        if (trafficDone) return;
        // Only a running process is killed: a kill during its restart would prove nothing.
        await poll(healthy[step.target], 60_000, `${step.target} back up`);
        const pid = supervised.pidOf(step.target);
        process.kill(pid, 'SIGKILL');
        killed[step.target] += 1;
        log(`SIGKILL ${step.target} (pid ${pid}) after ${accepted} accepted orders`);
      }
    })();
    const traffic = await placeOrders({
      urls: [`http://127.0.0.1:${ordersPort}`],
      shop,
      orders: opts.orders,
      concurrency: opts.concurrency ?? 4,
      onAccepted: (n) => {
        accepted = n;
      },
    }).finally(() => {
      trafficDone = true;
    });
    await killer;
    log(`${traffic.accepted} orders accepted (${traffic.failedAttempts} attempts failed during the outages)`);

    // Everything committed must come through once the processes are back.
    const committed = Number(
      (
        await ordersDb
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const settleMs = opts.settleMs ?? 60_000;
    await poll(async () => (await unpublishedEvents(ordersDb!)) === 0, settleMs, 'outbox published');
    await poll(async () => (await countEffects(analyticsDb!)) >= committed, settleMs, 'projection caught up').catch((error: Error) =>
      log(error.message),
    );
    log('outbox published, projection caught up; counting');
    // A moment more, so a late duplicate would be counted too.
    await sleep(1_000);
    const result = await tally({ ordersDb, analyticsDb, natsUrl });
    if (supervised.gaveUp.length) throw new Error(`the supervisor gave up: ${supervised.gaveUp.join('; ')}`);
    return {
      ...result,
      accepted: traffic.accepted,
      failedAttempts: traffic.failedAttempts,
      killed,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await ordersDb?.destroy();
    await analyticsDb?.destroy();
    await supervised.stop();
  }
}
