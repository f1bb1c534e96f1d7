import { sealPin, type SealPublicKey } from '@asp/domain/terminal-seal';
import { timeTrackingTexts } from '@asp/i18n';
import { SEAL_KEY_GRACE_MS, SEAL_KEY_ROTATE_MS } from '../src/terminal/seal-keys';
import { createToken, errorsOf, seedReplica, startTimeTracking, type Harness } from './helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startTimeTracking();
  await seedReplica(h.db);
  token = (await createToken(h)).token;
  await h.call({ method: 'PUT', url: '/api/time-tracking/pins/4', headers: h.admin, payload: { pin: '2468' } });
});
afterAll(() => h.close());

const messages = (response: Parameters<typeof errorsOf>[0]) => errorsOf(response).map((error: { message: string }) => error.message);
const sealKey = async (): Promise<SealPublicKey> => {
  const response = await h.call({ method: 'GET', url: `/api/time-tracking/${token}/seal-key` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
/** An offline punch as the terminal sends it later: its original time and the sealed PIN. */
const sendSealed = (action: string, at: string, sealed: string, user = 'konstanz') =>
  h.call({
    method: 'POST',
    url: `/api/time-tracking/${token}/${user}/working-activities/${action}`,
    headers: { 'x-terminal-sealed-pin': sealed },
    payload: { at },
  });
const minutesAgo = (minutes: number) => new Date(h.clock.now.getTime() - minutes * 60_000).toISOString();

test('the seal key needs the terminal token and stays the same within the week; its key pair is kept in the database (a restart still opens queued seals)', async () => {
  expect((await h.call({ method: 'GET', url: '/api/time-tracking/tt_wrong/seal-key' })).statusCode).toBe(401);
  const first = await sealKey();
  expect(first.publicKey).toMatch(/^[\w-]{43}$/);
  expect(await sealKey()).toEqual(first);
  const [row] = await h.db.selectFrom('terminal_seal_keys').selectAll().execute();
  expect(row!.key_id).toBe(first.keyId);
});

test('an offline punch with a sealed PIN is booked with its original time and marked late', async () => {
  const key = await sealKey();
  const at = minutesAgo(30);
  const started = await sendSealed('start', at, sealPin(key, { pin: '2468', username: 'konstanz', action: 'start', at }));
  expect(started.statusCode).toBe(200);
  expect(started.json().data).toMatchObject({ user: 4, start: at, isLate: true });
});

test('a sealed wrong PIN counts as a wrong PIN; a seal copied onto another punch, time or user is refused', async () => {
  const key = await sealKey();
  const at = minutesAgo(20);
  const wrongPin = await sendSealed('pause', at, sealPin(key, { pin: '1111', username: 'konstanz', action: 'pause', at }));
  expect(wrongPin.statusCode).toBe(403);
  expect(messages(wrongPin)).toEqual([timeTrackingTexts.pinWrong]);

  const seal = sealPin(key, { pin: '2468', username: 'konstanz', action: 'pause', at });
  for (const refused of [
    await sendSealed('end', at, seal),
    await sendSealed('pause', minutesAgo(19), seal),
    await sendSealed('start', at, sealPin(key, { pin: '2468', username: 'konstanz', action: 'start', at }), 'verkauf'),
    await sendSealed('pause', at, `${seal.slice(0, -2)}AA`),
    await sendSealed('pause', at, 'v1.unknown.a.b.c'),
  ]) {
    expect(refused.statusCode).toBe(403);
    expect(messages(refused)).toEqual([timeTrackingTexts.sealedPinInvalid]);
  }
  // A sealed PIN is only for a punch with its original time; `me` does not take one.
  const me = await h.call({ method: 'GET', url: `/api/time-tracking/${token}/konstanz/me`, headers: { 'x-terminal-sealed-pin': seal } });
  expect(messages(me)).toEqual([timeTrackingTexts.pinRequired]);

  const paused = await sendSealed('pause', at, seal);
  expect(paused.statusCode).toBe(200);
  expect(paused.json().data.pauses).toEqual([{ start: at, end: null }]);
});

test('keys rotate weekly; a replaced key still opens the seals queued with it during its grace time, then it is deleted', async () => {
  const old = await sealKey();
  // The terminal fetched the key a minute before it is replaced and queued a punch with it.
  h.clock.advance(SEAL_KEY_ROTATE_MS / 60_000 - 1);
  expect(await sealKey()).toEqual(old);
  const at = h.clock.now.toISOString();
  const sealedWithOld = sealPin(old, { pin: '2468', username: 'konstanz', action: 'resume', at });
  h.clock.advance(2);
  const next = await sealKey();
  expect(next.keyId).not.toBe(old.keyId);
  // The punch arrives an hour later: the old key still opens it.
  h.clock.advance(60);
  expect((await sendSealed('resume', at, sealedWithOld)).statusCode).toBe(200);
  // A week and the grace time later the old key is gone.
  h.clock.advance((SEAL_KEY_ROTATE_MS + SEAL_KEY_GRACE_MS) / 60_000);
  const latest = await sealKey();
  const kept = (await h.db.selectFrom('terminal_seal_keys').select('key_id').execute()).map((row) => row.key_id);
  expect(kept).not.toContain(old.keyId);
  expect(kept).toContain(latest.keyId);
});
