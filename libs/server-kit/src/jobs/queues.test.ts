import { randomBytes } from 'node:crypto';
import { defineQueue } from '@asp/contracts';
import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { readInfra, testLogger, waitFor } from '../testing';
import { createQueue, createQueueEvents, createWorker, defaultJobOptions } from './queues';

let redis: Redis;
const closables: Array<{ close(): Promise<unknown> }> = [];

beforeAll(() => {
  // The service's own client keeps ioredis defaults; the helpers must not depend on it.
  redis = new Redis(readInfra().redisUrl);
});

afterEach(async () => {
  for (const item of closables.splice(0).reverse()) await item.close();
});

afterAll(() => {
  redis.disconnect();
});

// A catalogue entry of its own per test: a fresh queue name, two jobs with payload schemas.
const testQueue = () =>
  defineQueue(`test-${randomBytes(4).toString('hex')}`, {
    double: z.object({ n: z.number().int() }),
    print: z.object({ n: z.number().int(), copies: z.number().int().min(1).default(1) }),
  });

function track<T extends { close(): Promise<unknown> }>(item: T): T {
  closables.push(item);
  return item;
}

test('default job options: five attempts, exponential backoff from 1 s, failed jobs kept', () => {
  expect(defaultJobOptions).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnFail: false });
  expect(defaultJobOptions.removeOnComplete).toBeTruthy();
});

test('a job that fails twice is retried with exponential backoff and then completes', async () => {
  const definition = testQueue();
  const jobs = track(createQueue(definition, redis, { defaultJobOptions: { backoff: { type: 'exponential', delay: 100 } } }));
  const queue = jobs.bull;
  const attempts: number[] = [];
  const worker: Worker = track(
    createWorker(
      definition,
      {
        double: async (payload) => {
          attempts.push(Date.now());
          if (attempts.length < 3) throw new Error(`Versuch ${attempts.length} fehlgeschlagen`);
          return { doubled: payload.n * 2 };
        },
        print: async () => undefined,
      },
      redis,
      { log: testLogger() },
    ),
  );
  await worker.waitUntilReady();
  const job = await jobs.enqueue('double', { n: 21 });

  const done = await waitFor(async () => {
    // Read the state first, then the job: a job object fetched before it completed
    // would still carry no return value.
    if ((await queue.getJobState(job.id!)) !== 'completed') return undefined;
    return queue.getJob(job.id!);
  }, 15_000);
  expect(done!.returnvalue).toEqual({ doubled: 42 });
  expect(done!.opts.attempts).toBe(5); // from defaultJobOptions
  expect(attempts).toHaveLength(3);
  // Exponential: ~100 ms before the 2nd attempt, ~200 ms before the 3rd.
  expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(90);
  expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(190);
});

test('a job that always fails ends in the failed state after its last attempt and stays visible', async () => {
  const definition = testQueue();
  const jobs = track(createQueue(definition, redis));
  const queue = jobs.bull;
  const events = track(createQueueEvents(definition, redis));
  await events.waitUntilReady();
  let calls = 0;
  track(
    createWorker(
      definition,
      {
        double: async () => undefined,
        print: async () => {
          calls += 1;
          throw new Error('Drucker nicht erreichbar');
        },
      },
      redis,
      { log: testLogger() },
    ),
  );
  const job = await jobs.enqueue('print', { n: 1 }, { attempts: 3, backoff: { type: 'exponential', delay: 50 } });
  const failed = new Promise<string>((resolve) =>
    events.on('failed', ({ jobId, failedReason }) => jobId === job.id && resolve(failedReason)),
  );
  await waitFor(async () => (await queue.getJob(job.id!).then((current) => current?.getState())) === 'failed', 15_000);
  expect(await failed).toBe('Drucker nicht erreichbar');
  expect(calls).toBe(3);
  const kept = await queue.getFailed();
  expect(kept.map((item) => item.id)).toContain(job.id);
  expect(kept[0].attemptsMade).toBe(3);
});

test('enqueue validates the payload against the catalogue entry and stores the parsed payload', async () => {
  const jobs = track(createQueue(testQueue(), redis));
  // @ts-expect-error n must be a number: the job's schema types the payload.
  await expect(jobs.enqueue('double', { n: 'zwei' })).rejects.toThrow(z.ZodError);
  expect(await jobs.bull.getJobCounts()).toMatchObject({ waiting: 0, delayed: 0 });
  const job = await jobs.enqueue('print', { n: 2 });
  expect(job.data).toEqual({ n: 2, copies: 1 }); // the schema's default filled in
});

test('a job whose payload fails its schema fails at once, without retries, and stays visible', async () => {
  const definition = testQueue();
  const jobs = track(createQueue(definition, redis));
  let calls = 0;
  const count = async () => {
    calls += 1;
  };
  track(createWorker(definition, { double: count, print: count }, redis, { log: testLogger() }));
  // Written past the catalogue (an old producer, a hand-made job): the worker still checks it.
  const bad = await jobs.bull.add('double', { n: 'zwei' }, { attempts: 5, backoff: { type: 'fixed', delay: 10 } });
  const unknown = await jobs.bull.add('shred', { n: 1 }, { attempts: 5, backoff: { type: 'fixed', delay: 10 } });
  for (const job of [bad, unknown]) {
    await waitFor(async () => (await jobs.bull.getJobState(job.id!)) === 'failed', 15_000);
  }
  const failed = await Promise.all([bad, unknown].map((job) => jobs.bull.getJob(job.id!)));
  expect(failed.map((job) => job!.attemptsMade)).toEqual([1, 1]);
  expect(failed[0]!.failedReason).toMatch(/invalid payload/);
  expect(failed[1]!.failedReason).toMatch(/unknown job shred/);
  expect(calls).toBe(0);
});
