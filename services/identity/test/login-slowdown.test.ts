import { authTexts, plural } from '@asp/i18n';
import { DEVICE_COOKIE } from '../src/device-cookie';
import { defaultThrottlePolicies, loginKeys } from '../src/login-throttle';
import { cookieValue, createUser, login, startIdentity, uniqueIp, uniqueName, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

const policies = defaultThrottlePolicies;

type Response = Awaited<ReturnType<typeof login>>['response'];

/**
 * What the browser sends at its next sign-in: the session cookies are gone by then
 * (expired after an hour, or cleared at logout), the known-good marker stays.
 */
const markerOf = (response: Response) => `${DEVICE_COOKIE}=${cookieValue(response, DEVICE_COOKIE)}`;

/** Signs in once from `ip`, as a staff member does on their own browser: it becomes known-good. */
async function knownGoodClient(ip = uniqueIp()) {
  const user = await createUser(h);
  const first = await login(h, user.username, user.password, ip);
  expect(first.response.statusCode).toBe(200);
  return { user, ip, cookie: markerOf(first.response) };
}

function expectSlowedDown(response: Response, slowMs: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ errors: [{ message: plural(1, authTexts.tooManyAttempts) }] });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(slowMs / 1000);
}

test('a guesser spraying names from the shop address slows unknown clients down but locks nobody out', async () => {
  const shop = await knownGoodClient();
  // Past the address's limit every unknown client from there gets one turn per interval.
  for (let i = 0; i <= policies.ip.maxFailures; i += 1) {
    expect((await login(h, uniqueName('spray'), 'raten', shop.ip)).response.statusCode).toBe(401);
  }
  expectSlowedDown((await login(h, uniqueName('spray'), 'raten', shop.ip)).response, policies.ip.slowMs);

  // The staff member's browser is known-good: in at once, from the very same address.
  const staff = await login(h, shop.user.username, shop.user.password, shop.ip, shop.cookie);
  expect(staff.response.statusCode).toBe(200);

  // A colleague on a new browser waits for a turn (seconds, not a lock) and then gets in.
  const colleague = await createUser(h);
  expectSlowedDown((await login(h, colleague.username, colleague.password, shop.ip)).response, policies.ip.slowMs);
  await h.service.ctx.redis!.del(loginKeys.ipTurn(shop.ip));
  expect((await login(h, colleague.username, colleague.password, shop.ip)).response.statusCode).toBe(200);
});

test("guessing one account from many addresses is slowed down; the owner's known-good client still signs in", async () => {
  const owner = await knownGoodClient();
  for (let i = 0; i <= policies.account.maxFailures; i += 1) {
    expect((await login(h, owner.user.username, `falsch-${i}`)).response.statusCode).toBe(401);
  }
  expectSlowedDown((await login(h, owner.user.username, 'falsch')).response, policies.account.slowMs);
  // Even the right password from an unknown client waits for its turn...
  const elsewhere = uniqueIp();
  expectSlowedDown((await login(h, owner.user.username, owner.user.password, elsewhere)).response, policies.account.slowMs);
  // ...while the owner's browser is not slowed down at all.
  expect((await login(h, owner.user.username, owner.user.password, owner.ip, owner.cookie)).response.statusCode).toBe(200);
  await h.service.ctx.redis!.del(loginKeys.accountTurn(owner.user.username));
  expect((await login(h, owner.user.username, owner.user.password, elsewhere)).response.statusCode).toBe(200);
});

test('the known-good marker belongs to one account and cannot be forged', async () => {
  const shop = await knownGoodClient();
  await h.service.ctx.redis!.set(loginKeys.ipFailures(shop.ip), String(policies.ip.maxFailures));
  await h.service.ctx.redis!.set(loginKeys.ipTurn(shop.ip), '1', 'PX', policies.ip.slowMs);
  const other = await createUser(h);
  const marker = cookieValue((await login(h, shop.user.username, shop.user.password, shop.ip, shop.cookie)).response, DEVICE_COOKIE)!;
  const forged = `${marker.slice(0, 22)}${'A'.repeat(22)}`;
  for (const cookie of [shop.cookie, `${DEVICE_COOKIE}=${forged}`]) {
    expectSlowedDown((await login(h, other.username, other.password, shop.ip, cookie)).response, policies.ip.slowMs);
  }
});

test('a shared browser keeps a marker for each account that signed in on it', async () => {
  const first = await knownGoodClient();
  const second = await createUser(h);
  const both = await login(h, second.username, second.password, first.ip, first.cookie);
  expect(both.response.statusCode).toBe(200);
  const cookie = markerOf(both.response);
  // Slow-down in force for the address: both accounts still sign in from this browser.
  await h.service.ctx.redis!.set(loginKeys.ipFailures(first.ip), String(policies.ip.maxFailures));
  await h.service.ctx.redis!.set(loginKeys.ipTurn(first.ip), '1', 'PX', policies.ip.slowMs);
  for (const user of [first.user, second]) {
    expect((await login(h, user.username, user.password, first.ip, cookie)).response.statusCode).toBe(200);
  }
});

test('guessing from a known-good browser locks that browser for the account, not the owner elsewhere', async () => {
  const owner = await knownGoodClient();
  for (let i = 0; i < policies.client.maxFailures; i += 1) {
    expect((await login(h, owner.user.username, `falsch-${i}`, owner.ip, owner.cookie)).response.statusCode).toBe(401);
  }
  const locked = await login(h, owner.user.username, owner.user.password, owner.ip, owner.cookie);
  expect(locked.response.statusCode).toBe(429);
  expect(locked.response.json().errors[0].message).toBe(plural(5, authTexts.tooManyAttempts));
  expect((await login(h, owner.user.username, owner.user.password, owner.ip)).response.statusCode).toBe(200);
});
