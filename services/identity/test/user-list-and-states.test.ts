import { authTexts } from '@asp/i18n';
import { createUser, login, startIdentity, uniqueName, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

const errors = (body: string) => JSON.parse(body).errors as { message: string; field?: string }[];
type Listed = { id: number; username: string; lastName: string };

describe('GET /api/users: filter, sort and page in SQL', () => {
  // A word only these users carry, so other tests' users do not disturb the counts.
  const tag = uniqueName('liste').replace('-', '');
  let users: { id: number; username: string }[] = [];
  beforeAll(async () => {
    users = [
      await createUser(h, { username: `${tag}-c`, lastName: 'Zeller', roles: ['ROLE_EMPLOYEE'], branches: [3] }),
      await createUser(h, { username: `${tag}-a`, lastName: 'Müller', roles: ['ROLE_EMPLOYEE'], branches: [1, 2] }),
      await createUser(h, { username: `${tag}-b`, lastName: 'Adler', roles: ['ROLE_ADMIN'], branches: [], isEnabled: false }),
    ];
  });
  const list = async (query: string) => {
    const response = await h.call({ method: 'GET', url: `/api/users?q=${tag}&${query}`, headers: h.admin });
    expect(response.statusCode).toBe(200);
    return { names: (response.json().data as Listed[]).map((user) => user.username), total: response.headers['x-total-count'] };
  };

  test('sorted by username by default, by last name ascending or descending', async () => {
    expect((await list('')).names).toEqual([`${tag}-a`, `${tag}-b`, `${tag}-c`]);
    expect((await list('sort=lastName')).names).toEqual([`${tag}-b`, `${tag}-a`, `${tag}-c`]);
    expect((await list('sort=-lastName')).names).toEqual([`${tag}-c`, `${tag}-a`, `${tag}-b`]);
  });

  test('one page with x-total-count; without limit no header', async () => {
    const page = await list('limit=2&offset=1');
    expect(page).toEqual({ names: [`${tag}-b`, `${tag}-c`], total: '3' });
    expect((await list('')).total).toBeUndefined();
  });

  test('filters: role, branch, state; the search matches names too', async () => {
    expect((await list('role=ROLE_ADMIN')).names).toEqual([`${tag}-b`]);
    expect((await list('branch=2')).names).toEqual([`${tag}-a`]);
    expect((await list('state=disabled')).names).toEqual([`${tag}-b`]);
    expect((await list('state=enabled')).names).toEqual([`${tag}-a`, `${tag}-c`]);
    const byName = await h.call({ method: 'GET', url: `/api/users?q=${tag}%20müller`, headers: h.admin });
    expect((byName.json().data as Listed[]).map((user) => user.id)).toEqual([users[1].id]);
  });

  test('an unknown sort or state is a German 400 on its field', async () => {
    const response = await h.call({ method: 'GET', url: '/api/users?sort=password_hash', headers: h.admin });
    expect(response.statusCode).toBe(400);
    expect(errors(response.body)[0]).toEqual({ field: 'sort', message: 'Sie haben einen ungültigen Wert ausgewählt.' });
  });
});

describe('locked and disabled accounts (document 1 §8 auth messages)', () => {
  test('a locked account gets "Der Account ist gesperrt.", unlocking lets it in again', async () => {
    const user = await createUser(h);
    const session = await login(h, user.username, user.password);
    expect(session.response.statusCode).toBe(200);
    const base = { username: user.username, roles: user.roles, branches: user.branches };

    const locked = await h.call({ method: 'PUT', url: `/api/users/${user.id}`, headers: h.admin, payload: { ...base, isLocked: true } });
    expect(locked.json().data).toMatchObject({ isLocked: true, isEnabled: true });
    // Locking ends the running session too: the session is anonymous from now on.
    expect((await h.call({ method: 'GET', url: '/api/users/me', headers: session.cookieOnly })).json().data.user).toBeNull();
    const refused = await login(h, user.username, user.password);
    expect(refused.response.statusCode).toBe(401);
    expect(errors(refused.response.body)).toEqual([{ message: authTexts.accountLocked }]);
    const listed = await h.call({ method: 'GET', url: `/api/users?state=locked&q=${user.username}`, headers: h.admin });
    expect((listed.json().data as Listed[]).map((row) => row.id)).toEqual([user.id]);

    await h.call({ method: 'PUT', url: `/api/users/${user.id}`, headers: h.admin, payload: { ...base, isLocked: false } });
    expect((await login(h, user.username, user.password)).response.statusCode).toBe(200);
  });

  test('a disabled account gets "Der Account ist deaktiviert."', async () => {
    const user = await createUser(h, { isEnabled: false });
    const refused = await login(h, user.username, user.password);
    expect(errors(refused.response.body)).toEqual([{ message: authTexts.accountDisabled }]);
  });

  test('an admin resets a password: the old one stops working, a short one is refused in German', async () => {
    const user = await createUser(h);
    const base = { username: user.username, roles: user.roles, branches: user.branches };
    const short = await h.call({ method: 'PUT', url: `/api/users/${user.id}`, headers: h.admin, payload: { ...base, password: 'kurz' } });
    expect(errors(short.body)).toEqual([{ field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' }]);
    const reset = await h.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: h.admin,
      payload: { ...base, password: 'Neu-gesetzt-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(h, user.username, user.password)).response.statusCode).toBe(401);
    expect((await login(h, user.username, 'Neu-gesetzt-1')).response.statusCode).toBe(200);
  });
});

test('a sign-in writes identity.login.succeeded with the user as actor; a failed one writes nothing', async () => {
  const user = await createUser(h);
  await login(h, user.username, 'falsch-falsch');
  await login(h, user.username, user.password);
  const events = await h.service.ctx.db
    .selectFrom('outbox')
    .select('payload')
    .where('subject', '=', 'identity.login.succeeded')
    .orderBy('seq')
    .execute();
  const mine = events.map((event) => event.payload).filter((payload) => (payload as { id: number }).id === user.id);
  expect(mine).toEqual([{ id: user.id, actor: { id: user.id, username: user.username } }]);
});

describe('customers and external users: sorted and paged in SQL', () => {
  test('customers by last name either way, one page with x-total-count; an unknown sort field is a 400', async () => {
    const tag = uniqueName('sort').replace('-', '');
    for (const lastName of ['Zeller', 'Adler', 'Müller']) {
      const created = await h.call({ method: 'POST', url: '/api/customers', headers: h.admin, payload: { lastName, city: tag } });
      expect(created.statusCode).toBe(201);
    }
    const names = async (query: string) => {
      const response = await h.call({ method: 'GET', url: `/api/customers?city=${tag}&${query}`, headers: h.admin });
      return {
        names: (response.json().data as { lastName: string }[]).map((row) => row.lastName),
        total: response.headers['x-total-count'],
      };
    };
    expect((await names('sort=lastName')).names).toEqual(['Adler', 'Müller', 'Zeller']);
    expect(await names('sort=-lastName&limit=2&offset=0')).toEqual({ names: ['Zeller', 'Müller'], total: '3' });
    const bad = await h.call({ method: 'GET', url: '/api/customers?sort=comment', headers: h.admin });
    expect(bad.statusCode).toBe(400);
    expect(errors(bad.body)[0].field).toBe('sort');
  });

  test('external users by name descending', async () => {
    const tag = uniqueName('ext').replace('-', '');
    for (const name of [`${tag} Bauer`, `${tag} Zimmer`, `${tag} Acker`]) {
      await h.call({ method: 'POST', url: '/api/external-users', headers: h.admin, payload: { name } });
    }
    const response = await h.call({ method: 'GET', url: `/api/external-users?q=${tag}&sort=-name`, headers: h.admin });
    expect((response.json().data as { name: string }[]).map((row) => row.name)).toEqual([`${tag} Zimmer`, `${tag} Bauer`, `${tag} Acker`]);
  });
});
