import { randomBytes } from 'node:crypto';
import type { Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
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

const queueName = () => `test-${randomBytes(4).toString('hex')}`;

function track<T extends { close(): Promise<unknown> }>(item: T): T {
  closables.push(item);
  return item;
}

test('default job options: five attempts, exponential backoff from 1 s, failed jobs kept', () => {
  expect(defaultJobOptions).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnFail: false });
  expect(defaultJobOptions.removeOnComplete).toBeTruthy();
});

test('a job that fails twice is retried with exponential backoff and then completes', async () => {
  const name = queueName();
  const queue: Queue<{ n: number }> = track(createQueue<{ n: number }>(name, redis, { defaultJobOptions: { backoff: { type: 'exponential', delay: 100 } } }));
  const attempts: number[] = [];
  const worker: Worker<{ n: number }> = track(
    createWorker<{ n: number }>(
      name,
      async (job: Job<{ n: number }>) => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error(`Versuch ${attempts.length} fehlgeschlagen`);
        return { doubled: job.data.n * 2 };
      },
      redis,
      { log: testLogger() },
    ),
  );
  await worker.waitUntilReady();
  const job = await queue.add('double', { n: 21 });

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
  const name = queueName();
  const queue = track(createQueue<{ n: number }>(name, redis));
  const events = track(createQueueEvents(name, redis));
  await events.waitUntilReady();
  let calls = 0;
  track(
    createWorker<{ n: number }>(
      name,
      async () => {
        calls += 1;
        throw new Error('Drucker nicht erreichbar');
      },
      redis,
      { log: testLogger() },
    ),
  );
  const job = await queue.add('print', { n: 1 }, { attempts: 3, backoff: { type: 'exponential', delay: 50 } });
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
