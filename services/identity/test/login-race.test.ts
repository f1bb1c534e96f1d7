import { createUser, login, startIdentity, uniqueIp, type Harness } from './helpers';

/**
 * Counts every password verification (the real one and the unknown-user dummy), so the
 * test sees how many guesses of a burst got as far as the password check.
 */
const mockChecks = { count: 0 };
jest.mock('../src/passwords', () => {
  const actual = jest.requireActual<typeof import('../src/passwords')>('../src/passwords');
  return {
    ...actual,
    verifyPassword: (hash: string, password: string) => {
      mockChecks.count += 1;
      return actual.verifyPassword(hash, password);
    },
    burnVerifyTime: (password: string) => {
      mockChecks.count += 1;
      return actual.burnVerifyTime(password);
    },
  };
});

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

// The documented policy: 5 failures per account and client, then 5 minutes' lock.
const allowedFailures = 5;
const lockedFor = (minutes: string) => `Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in ${minutes} noch einmal.`;

test('100 parallel wrong guesses: at most the allowed number reach the password check, the rest are locked', async () => {
  const user = await createUser(h);
  const ip = uniqueIp();
  const before = mockChecks.count;
  const attempts = [];
  for (let i = 0; i < 100; i += 1) {
    // The right password, sent in the middle of the burst.
    if (i === 50) attempts.push(login(h, user.username, user.password, ip));
    attempts.push(login(h, user.username, `falsch-${i}`, ip));
  }
  const responses = (await Promise.all(attempts)).map(({ response }) => response);

  const checked = mockChecks.count - before;
  expect(checked).toBeLessThanOrEqual(allowedFailures);
  expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(checked);
  const right = responses[50];
  expect(right.statusCode).toBe(429);
  expect(right.cookies).toHaveLength(0);
  const refused = responses.filter((response) => response.statusCode !== 401);
  expect(refused).toHaveLength(101 - checked);
  for (const response of refused) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ errors: [{ message: lockedFor('5 Minuten') }] });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(240);
  }
});

test('a burst against a lock with under a minute left: every answer in the singular, none signs in', async () => {
  const user = await createUser(h);
  const ip = uniqueIp();
  await Promise.all(Array.from({ length: 20 }, (_, i) => login(h, user.username, `falsch-${i}`, ip)));
  const redis = h.service.ctx.redis!;
  const locks = await redis.keys(`asp:login:lock:*${user.username}*`);
  expect(locks.length).toBeGreaterThan(0);
  for (const key of locks) await redis.pexpire(key, 42_000);

  const before = mockChecks.count;
  const burst = await Promise.all([
    ...Array.from({ length: 20 }, (_, i) => login(h, user.username, `nochmal-${i}`, ip)),
    login(h, user.username, user.password, ip),
  ]);
  expect(mockChecks.count - before).toBe(0);
  for (const { response } of burst) {
    expect(response.statusCode).toBe(429);
    expect(response.json().errors[0].message).toBe(lockedFor('1 Minute'));
  }
});

test('100 parallel guesses at one account from 100 addresses: the account-wide count holds too', async () => {
  const user = await createUser(h);
  const before = mockChecks.count;
  const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => login(h, user.username, `falsch-${i}`)));
  const checked = mockChecks.count - before;
  // The documented slow-down: 20 failures per account from unknown clients, then one turn.
  expect(checked).toBeLessThanOrEqual(21);
  const refused = burst.filter(({ response }) => response.statusCode !== 401);
  expect(refused).toHaveLength(100 - checked);
  for (const { response } of refused) {
    expect(response.statusCode).toBe(429);
    expect(response.json().errors[0].message).toBe(lockedFor('1 Minute'));
  }
});
