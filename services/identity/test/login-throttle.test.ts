import { authTexts, fill } from '@asp/i18n';
import { defaultThrottlePolicies, loginKeys } from '../src/login-throttle';
import { createUser, login, startIdentity, uniqueIp, uniqueName, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

const { maxFailures } = defaultThrottlePolicies.client;
const minutesMessage = (count: number) => fill(count === 1 ? authTexts.tooManyAttempts.one : authTexts.tooManyAttempts.other, { count });

async function fail(username: string, times: number, ip = uniqueIp()) {
  for (let i = 0; i < times; i += 1) {
    const { response } = await login(h, username, `falsch-${i}`, ip);
    expect(response.statusCode).toBe(401);
  }
}

test('locks the account for that client after the limit, even for the right password, with the minutes (plural)', async () => {
  const user = await createUser(h);
  const ip = uniqueIp();
  await fail(user.username, maxFailures, ip);
  const locked = await login(h, user.username, user.password, ip);
  expect(locked.response.statusCode).toBe(429);
  expect(locked.response.json()).toEqual({ errors: [{ message: minutesMessage(5) }] });
  expect(locked.response.json().errors[0].message).toBe(
    'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 5 Minuten noch einmal.',
  );
  expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(240);
  expect(locked.response.cookies).toHaveLength(0);
  // Other spellings of the name are the same account.
  expect((await login(h, user.username.toUpperCase(), user.password, ip)).response.statusCode).toBe(429);
  // The lock is the guessing client's only: the owner elsewhere still signs in.
  expect((await login(h, user.username, user.password)).response.statusCode).toBe(200);
});

test('one minute or less left: the singular form', async () => {
  const user = await createUser(h);
  const ip = uniqueIp();
  await fail(user.username, maxFailures, ip);
  await h.service.ctx.redis!.pexpire(loginKeys.lock(user.username, { ip }), 42_000);
  const { response } = await login(h, user.username, user.password, ip);
  expect(response.statusCode).toBe(429);
  expect(response.json().errors[0].message).toBe(
    'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 1 Minute noch einmal.',
  );
});

test('remaining time is rounded up to whole minutes', async () => {
  const user = await createUser(h);
  const ip = uniqueIp();
  await fail(user.username, maxFailures, ip);
  await h.service.ctx.redis!.pexpire(loginKeys.lock(user.username, { ip }), 2 * 60_000 + 5_000);
  const { response } = await login(h, user.username, user.password, ip);
  expect(response.json().errors[0].message).toBe(minutesMessage(3));
});

test('the lock ends: afterwards the right password signs in', async () => {
  const user = await createUser(h);
  const ip = uniqueIp();
  await fail(user.username, maxFailures, ip);
  await h.service.ctx.redis!.del(loginKeys.lock(user.username, { ip }));
  expect((await login(h, user.username, user.password, ip)).response.statusCode).toBe(200);
});

test('a success before the limit forgives earlier failures', async () => {
  const user = await createUser(h);
  const ip = uniqueIp();
  await fail(user.username, maxFailures - 1, ip);
  expect((await login(h, user.username, user.password, ip)).response.statusCode).toBe(200);
  expect(await h.service.ctx.redis!.exists(loginKeys.failures(user.username, { ip }))).toBe(0);
  await fail(user.username, maxFailures - 1, ip);
  expect((await login(h, user.username, user.password, ip)).response.statusCode).toBe(200);
});

test('unknown usernames are counted and locked like real ones', async () => {
  const ghost = uniqueName('niemand');
  const ip = uniqueIp();
  await fail(ghost, maxFailures, ip);
  expect((await login(h, ghost, 'irgendwas', ip)).response.statusCode).toBe(429);
});
