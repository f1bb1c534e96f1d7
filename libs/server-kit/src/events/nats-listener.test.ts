import { randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { startNatsServer, waitFor, type TestNatsServer } from '../testing';
import { listenToNats, type NatsListener } from './nats-listener';

/**
 * The plain NATS subscription of the gateway's caches (redirect table, website pages) on
 * a NATS of its own, so the test can stop and start it: messages of the subjects arrive as
 * JSON, a failing handler does not end the subscription, a NATS that is down at start is
 * tried again, a reconnect is reported, and nothing arrives after close.
 */
let nats: TestNatsServer;
beforeAll(async () => {
  nats = await startNatsServer();
});
afterAll(() => nats?.stop());

const warnings: string[] = [];
const log = { warn: (_object: object, message: string) => void warnings.push(message) };

async function publish(subject: string, body: string) {
  const client = await connect({ servers: nats.url });
  client.publish(subject, body);
  await client.flush();
  await client.close();
}

function listen(subjects: string[], onMessage: (data: unknown, subject: string) => void, onReconnect = () => {}): NatsListener {
  return listenToNats({
    servers: nats.url,
    name: 'test-listener',
    subjects,
    onMessage,
    onReconnect,
    log,
    offlineMessage: 'offline',
    retryMs: 200,
  });
}

test('messages of the subjects arrive as JSON (undefined when not JSON); others do not; a failing handler keeps listening', async () => {
  const tag = randomBytes(4).toString('hex');
  const seen: Array<[string, unknown]> = [];
  const listener = listen([`l${tag}.site.*`, `l${tag}.config.updated`], (data, subject) => {
    seen.push([subject, data]);
    if ((data as { fail?: boolean } | undefined)?.fail) throw new Error('kaputt');
  });
  try {
    // Subscribed once the connection is up: a message then arrives.
    await waitFor(async () => {
      await publish(`l${tag}.config.updated`, '{"probe":true}');
      return seen.length > 0;
    });
    seen.length = 0;
    await publish(`l${tag}.site.created`, '{"fail":true}');
    await publish(`l${tag}.site.updated`, 'kein JSON');
    await publish(`l${tag}.branch.created`, '{"other":true}');
    await publish(`l${tag}.site.deleted`, '{"id":3}');
    // The probe loop may have sent one more probe before it saw the first arrive: probes are left out.
    const afterProbes = () => seen.filter(([subject]) => subject !== `l${tag}.config.updated`);
    await waitFor(() => afterProbes().length >= 3);
    expect(afterProbes()).toEqual([
      [`l${tag}.site.created`, { fail: true }],
      [`l${tag}.site.updated`, undefined],
      [`l${tag}.site.deleted`, { id: 3 }],
    ]);
    expect(warnings).toContain(`test-listener: message on l${tag}.site.created failed`);
  } finally {
    await listener.close();
  }
});

test('a NATS that is down at start is tried again; a restart is reported as a reconnect; nothing arrives after close', async () => {
  const tag = randomBytes(4).toString('hex');
  const seen: unknown[] = [];
  let reconnects = 0;
  await nats.stop();
  const listener = listen(
    [`l${tag}.>`],
    (data) => void seen.push(data),
    () => void (reconnects += 1),
  );
  try {
    await waitFor(() => warnings.includes('offline'));
    await nats.start();
    await waitFor(async () => {
      await publish(`l${tag}.a`, '1');
      return seen.length > 0;
    }, 15_000);

    await nats.stop();
    await nats.start();
    await waitFor(() => reconnects > 0, 20_000);
    await waitFor(async () => {
      await publish(`l${tag}.b`, '2');
      return seen.includes(2);
    }, 15_000);
  } finally {
    await listener.close();
  }
  const before = seen.length;
  await publish(`l${tag}.c`, '3');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(seen).toHaveLength(before);
});
