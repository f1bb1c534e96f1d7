import { timeTrackingTexts } from '@asp/i18n';
import { createToken, errorsOf, seedReplica, startTimeTracking, type Harness } from './helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startTimeTracking();
  await seedReplica(h.db);
  token = (await createToken(h)).token;
});
afterAll(() => h.close());

const messages = (response: Parameters<typeof errorsOf>[0]) => errorsOf(response).map((error: { message: string }) => error.message);
const me = (pin?: string, user = 'konstanz') =>
  h.call({ method: 'GET', url: `/api/time-tracking/${token}/${user}/me`, headers: pin === undefined ? {} : { 'x-terminal-pin': pin } });
const setPin = (user: number, pin: string, headers = h.admin) =>
  h.call({ method: 'PUT', url: `/api/time-tracking/pins/${user}`, headers, payload: { pin } });

test('the terminal lists the branch’s enabled employees with their state and whether they have a PIN; a wrong token gets nothing', async () => {
  await h.call({ method: 'POST', url: `/api/time-tracking/${token}/verkauf/working-activities/start` });
  const list = await h.call({ method: 'GET', url: `/api/time-tracking/${token}/employees` });
  expect(list.statusCode).toBe(200);
  expect(list.headers['cache-control']).toBe('no-store');
  // Branch 1: Klara and Volker; Paul is disabled, Berta works at Bodman.
  expect(list.json().data).toEqual([
    { username: 'konstanz', firstName: 'Klara', lastName: 'Kessler', hasPin: false, state: 'off' },
    { username: 'verkauf', firstName: 'Volker', lastName: 'Verkauf', hasPin: false, state: 'working' },
  ]);
  const wrong = await h.call({ method: 'GET', url: '/api/time-tracking/tt_wrong/employees' });
  expect(wrong.statusCode).toBe(401);
  expect(messages(wrong)).toEqual([timeTrackingTexts.invalidTerminalToken]);
});

test('admins set a PIN (stored as salted scrypt); the terminal then needs it; employees cannot set PINs', async () => {
  expect((await setPin(4, '1234', h.klara)).statusCode).toBe(403);
  expect((await setPin(4, '12a4')).statusCode).toBe(400);
  const set = await setPin(4, '1234');
  expect(set.statusCode).toBe(200);
  expect(set.json().data).toEqual({ user: 4, updatedAt: expect.any(String) });
  const [row] = await h.db.selectFrom('terminal_pins').selectAll().execute();
  expect(row!.pin_hash).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
  expect(row!.pin_hash).not.toContain('1234');
  expect((await h.call({ method: 'GET', url: `/api/time-tracking/${token}/employees` })).json().data[0].hasPin).toBe(true);
  expect((await h.call({ method: 'GET', url: '/api/time-tracking/pins', headers: h.admin })).json().data).toEqual([
    { user: 4, updatedAt: expect.any(String) },
  ]);

  const missing = await me();
  expect(missing.statusCode).toBe(403);
  expect(messages(missing)).toEqual([timeTrackingTexts.pinRequired]);
  expect(messages(await me('9999'))).toEqual([timeTrackingTexts.pinWrong]);
  expect((await me('1234')).statusCode).toBe(200);
  const punch = await h.call({
    method: 'POST',
    url: `/api/time-tracking/${token}/konstanz/working-activities/start`,
    headers: { 'x-terminal-pin': '1234' },
  });
  expect(punch.statusCode).toBe(200);
  // Users without a PIN go on without one.
  expect((await me(undefined, 'verkauf')).statusCode).toBe(200);
});

test('five wrong PINs lock the user at the terminals for 15 minutes, even with the right PIN; then it works again', async () => {
  await setPin(4, '4321');
  for (let attempt = 0; attempt < 4; attempt += 1) expect((await me('0000')).statusCode).toBe(403);
  // A right PIN in between resets the count.
  expect((await me('4321')).statusCode).toBe(200);
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await me('0000')).statusCode).toBe(403);
  const locked = await me('4321');
  expect(locked.statusCode).toBe(429);
  expect(messages(locked)).toEqual([timeTrackingTexts.pinLocked]);
  h.clock.advance(16);
  expect((await me('4321')).statusCode).toBe(200);
});

test('removing a PIN: the terminal no longer asks; an unknown user is a 404', async () => {
  expect((await h.call({ method: 'DELETE', url: '/api/time-tracking/pins/4', headers: h.admin })).statusCode).toBe(200);
  expect((await me()).statusCode).toBe(200);
  expect((await h.call({ method: 'DELETE', url: '/api/time-tracking/pins/4', headers: h.admin })).statusCode).toBe(404);
  expect((await setPin(77, '1234')).statusCode).toBe(404);
});
