import { authTexts, fill } from '@asp/i18n';
import { defaultThrottlePolicies, loginFailuresKey, loginLockKey } from '../src/login-throttle';
import { createUser, login, startIdentity, uniqueIp, uniqueName, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

const { maxFailures } = defaultThrottlePolicies.username;
const minutesMessage = (count: number) => fill(count === 1 ? authTexts.tooManyAttempts.one : authTexts.tooManyAttempts.other, { count });

async function fail(username: string, times: number, ip = uniqueIp()) {
  for (let i = 0; i < times; i += 1) {
    const { response } = await login(h, username, `falsch-${i}`, ip);
    expect(response.statusCode).toBe(401);
  }
}

test('locks the username after the limit, even for the right password, with the minutes (plural)', async () => {
  const user = await createUser(h);
  await fail(user.username, maxFailures);
  const locked = await login(h, user.username, user.password);
  expect(locked.response.statusCode).toBe(429);
  expect(locked.response.json()).toEqual({ errors: [{ message: minutesMessage(5) }] });
  expect(locked.response.json().errors[0].message).toBe(
    'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 5 Minuten noch einmal.',
  );
  expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(240);
  expect(locked.response.cookies).toHaveLength(0);
  // Other spellings of the name and other addresses are the same account.
  expect((await login(h, user.username.toUpperCase(), user.password)).response.statusCode).toBe(429);
});

test('one minute or less left: the singular form', async () => {
  const user = await createUser(h);
  await fail(user.username, maxFailures);
  await h.service.ctx.redis!.pexpire(loginLockKey('username', user.username), 42_000);
  const { response } = await login(h, user.username, user.password);
  expect(response.statusCode).toBe(429);
  expect(response.json().errors[0].message).toBe(
    'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 1 Minute noch einmal.',
  );
});

test('remaining time is rounded up to whole minutes', async () => {
  const user = await createUser(h);
  await fail(user.username, maxFailures);
  await h.service.ctx.redis!.pexpire(loginLockKey('username', user.username), 2 * 60_000 + 5_000);
  const { response } = await login(h, user.username, user.password);
  expect(response.json().errors[0].message).toBe(minutesMessage(3));
});

test('the lock ends: afterwards the right password signs in', async () => {
  const user = await createUser(h);
  await fail(user.username, maxFailures);
  await h.service.ctx.redis!.del(loginLockKey('username', user.username));
  expect((await login(h, user.username, user.password)).response.statusCode).toBe(200);
});

test('a success before the limit forgives earlier failures', async () => {
  const user = await createUser(h);
  await fail(user.username, maxFailures - 1);
  expect((await login(h, user.username, user.password)).response.statusCode).toBe(200);
  expect(await h.service.ctx.redis!.exists(loginFailuresKey('username', user.username))).toBe(0);
  await fail(user.username, maxFailures - 1);
  expect((await login(h, user.username, user.password)).response.statusCode).toBe(200);
});

test('unknown usernames are counted and locked like real ones', async () => {
  const ghost = uniqueName('niemand');
  await fail(ghost, maxFailures);
  expect((await login(h, ghost, 'irgendwas')).response.statusCode).toBe(429);
});

test('one address trying many usernames gets locked too', async () => {
  const ip = uniqueIp();
  const { maxFailures: ipLimit } = defaultThrottlePolicies.ip;
  for (let i = 0; i < ipLimit; i += 1) await fail(uniqueName('spray'), 1, ip);
  const user = await createUser(h);
  const { response } = await login(h, user.username, user.password, ip);
  expect(response.statusCode).toBe(429);
  expect(response.json().errors[0].message).toBe(minutesMessage(15));
  // The same user from elsewhere is not affected.
  expect((await login(h, user.username, user.password)).response.statusCode).toBe(200);
});
