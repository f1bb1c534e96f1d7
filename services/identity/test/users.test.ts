import { authTexts, identityTexts } from '@asp/i18n';
import { signStaffToken } from '@asp/server-kit/testing';
import { createUser, login, startIdentity, uniqueName, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

const errors = (body: string) => JSON.parse(body).errors as { message: string; field?: string }[];
const outbox = (subject: string) =>
  h.service.ctx.db.selectFrom('outbox').select(['subject', 'payload']).where('subject', '=', subject).orderBy('seq').execute();

const employee = signStaffToken({ sub: '999998', username: 'token-employee', roles: ['ROLE_EMPLOYEE'], branches: [1] }).headers;

describe('create and read', () => {
  test('POST answers 201 with the user, never the password; GET list and GET {id} return it', async () => {
    const username = uniqueName('neu');
    const response = await h.call({
      method: 'POST',
      url: '/api/users',
      headers: h.admin,
      payload: {
        username,
        password: 'geheim123',
        email: 'neu@example.com',
        firstName: 'Nina',
        lastName: 'Neu',
        roles: ['ROLE_EMPLOYEE', 'ROLE_EMPLOYEE'],
        branches: [3, 1, 3],
        expiresAt: '2030-01-31T23:00:00.000Z',
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      username,
      email: 'neu@example.com',
      firstName: 'Nina',
      lastName: 'Neu',
      roles: ['ROLE_EMPLOYEE'],
      branches: [1, 3],
      isEnabled: true,
      isLocked: false,
      // The setting show_customer_data is off unless the admin switches it on.
      showCustomerData: false,
      expiresAt: '2030-01-31T23:00:00.000Z',
      credentialsExpireAt: null,
    });

    const one = await h.call({ method: 'GET', url: `/api/users/${created.id}`, headers: h.admin });
    expect(one.json()).toEqual({ data: created });
    const list = await h.call({ method: 'GET', url: '/api/users', headers: h.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(created);

    const stored = await h.service.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.password_hash).not.toContain('geheim123');

    const events = await outbox('identity.user.created');
    expect(events.map((event) => event.payload)).toContainEqual({
      id: created.id,
      data: created,
      actor: { id: 999999, username: 'token-admin' },
    });
  });

  test('GET of an unknown id: 404', async () => {
    const response = await h.call({ method: 'GET', url: '/api/users/987654', headers: h.admin });
    expect(response.statusCode).toBe(404);
    expect(errors(response.body)[0].message).toBe('Der angeforderte Eintrag wurde nicht gefunden.');
  });

  test('missing username: 400, field username, blank message', async () => {
    const response = await h.call({ method: 'POST', url: '/api/users', headers: h.admin, payload: { password: 'geheim123' } });
    expect(response.statusCode).toBe(400);
    expect(errors(response.body)).toContainEqual({ field: 'username', message: 'Dieser Wert sollte nicht leer sein.' });
  });

  test.each([
    [{ password: 'kurz' }, 'password', 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
    [{ password: undefined }, 'password', 'Dieser Wert sollte nicht leer sein.'],
    [{ username: '   ' }, 'username', 'Dieser Wert sollte nicht leer sein.'],
    [{ email: 'kein-mail' }, 'email', 'Dieser Wert ist keine gültige E-Mail-Adresse.'],
    [{ roles: ['ROLE_KING'] }, 'roles[0]', 'Sie haben einen ungültigen Wert ausgewählt.'],
    [{ branches: ['eins'] }, 'branches[0]', 'Dieser Wert sollte eine gültige Zahl sein.'],
    [{ expiresAt: 'morgen' }, 'expiresAt', 'Dieser Wert entspricht keiner gültigen Datumsangabe.'],
  ])('invalid %j: 400 with the German message on %s', async (fields, field, message) => {
    const payload = { username: uniqueName('x'), password: 'geheim123', ...fields };
    const response = await h.call({ method: 'POST', url: '/api/users', headers: h.admin, payload });
    expect(response.statusCode).toBe(400);
    expect(errors(response.body)).toContainEqual({ field, message });
  });

  test('a taken username (in any case): 409 on the username field', async () => {
    const user = await createUser(h);
    const response = await h.call({
      method: 'POST',
      url: '/api/users',
      headers: h.admin,
      payload: { username: user.username.toUpperCase(), password: 'geheim123' },
    });
    expect(response.statusCode).toBe(409);
    expect(errors(response.body)).toEqual([{ message: 'Dieser Wert wird bereits verwendet.', field: 'username' }]);
  });
});

describe('update and delete', () => {
  test('PUT replaces the record, keeps the password unless one is sent, writes identity.user.updated', async () => {
    const user = await createUser(h, { firstName: 'Alt' });
    const payload = { username: user.username, firstName: 'Neu', roles: ['ROLE_EMPLOYEE'], branches: [2] };
    const response = await h.call({ method: 'PUT', url: `/api/users/${user.id}`, headers: h.admin, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, firstName: 'Neu', branches: [2], email: null });
    expect((await login(h, user.username, user.password)).response.statusCode).toBe(200);

    const changed = await h.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: h.admin,
      payload: { ...payload, password: 'neues-passwort' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(h, user.username, user.password)).response.statusCode).toBe(401);
    expect((await login(h, user.username, 'neues-passwort')).response.statusCode).toBe(200);

    const events = (await outbox('identity.user.updated')).filter((event) => (event.payload as { id: number }).id === user.id);
    expect(events).toHaveLength(2);
    expect(events[1].payload).toEqual({ id: user.id, data: changed.json().data, actor: { id: 999999, username: 'token-admin' } });
  });

  test('PUT: unknown id 404, short password 400, taken username 409', async () => {
    const [a, b] = [await createUser(h), await createUser(h)];
    const base = { username: a.username, roles: a.roles, branches: a.branches };
    const missing = await h.call({ method: 'PUT', url: '/api/users/987654', headers: h.admin, payload: base });
    expect(missing.statusCode).toBe(404);
    const short = await h.call({ method: 'PUT', url: `/api/users/${a.id}`, headers: h.admin, payload: { ...base, password: '1234567' } });
    expect(short.statusCode).toBe(400);
    expect(errors(short.body)).toEqual([{ field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' }]);
    const taken = await h.call({ method: 'PUT', url: `/api/users/${a.id}`, headers: h.admin, payload: { ...base, username: b.username } });
    expect(taken.statusCode).toBe(409);
    expect(errors(taken.body)[0]).toEqual({ message: 'Dieser Wert wird bereits verwendet.', field: 'username' });
  });

  test('DELETE removes the user and writes identity.user.deleted; a second DELETE is 404', async () => {
    const user = await createUser(h);
    const response = await h.call({ method: 'DELETE', url: `/api/users/${user.id}`, headers: h.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: user.id } });
    expect((await h.call({ method: 'GET', url: `/api/users/${user.id}`, headers: h.admin })).statusCode).toBe(404);
    expect((await h.call({ method: 'DELETE', url: `/api/users/${user.id}`, headers: h.admin })).statusCode).toBe(404);
    expect((await outbox('identity.user.deleted')).map((event) => event.payload)).toContainEqual({
      id: user.id,
      actor: { id: 999999, username: 'token-admin' },
    });
  });

  test('disabling a user through the API ends their sessions in every service', async () => {
    await createUser(h, { roles: ['ROLE_ADMIN'], branches: [] }); // so that this one is not the last admin
    const user = await createUser(h, { roles: ['ROLE_ADMIN'], branches: [] });
    const session = await login(h, user.username, user.password);
    expect((await h.call({ method: 'GET', url: '/api/users', headers: session.cookieOnly })).statusCode).toBe(200);
    const payload = { username: user.username, roles: user.roles, branches: [], isEnabled: false };
    expect((await h.call({ method: 'PUT', url: `/api/users/${user.id}`, headers: h.admin, payload })).statusCode).toBe(200);
    const after = await h.call({ method: 'GET', url: '/api/users', headers: session.cookieOnly });
    expect(after.statusCode).toBe(401);
  });

  test('a name-only change keeps the sessions', async () => {
    const user = await createUser(h, { roles: ['ROLE_ADMIN'], branches: [] });
    const session = await login(h, user.username, user.password);
    const payload = { username: user.username, roles: user.roles, branches: [], firstName: 'Umbenannt' };
    expect((await h.call({ method: 'PUT', url: `/api/users/${user.id}`, headers: h.admin, payload })).statusCode).toBe(200);
    expect((await h.call({ method: 'GET', url: '/api/users', headers: session.cookieOnly })).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  test.each([
    ['GET', '/api/users'],
    ['GET', '/api/users/1'],
    ['POST', '/api/users'],
    ['PUT', '/api/users/1'],
    ['DELETE', '/api/users/1'],
  ] as const)('%s %s: employee 403, anonymous 401', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? { username: uniqueName('p'), password: 'geheim123' } : undefined;
    const asEmployee = await h.call({ method, url, headers: employee, payload });
    expect(asEmployee.statusCode).toBe(403);
    expect(errors(asEmployee.body)).toEqual([{ message: 'Sie haben keine Berechtigung für diese Aktion.' }]);
    const anonymous = await h.call({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
    expect(errors(anonymous.body)[0].message).toBe(authTexts.noSession);
  });

  test('a signed-in employee (real session) cannot list users either', async () => {
    const user = await createUser(h);
    const session = await login(h, user.username, user.password);
    expect((await h.call({ method: 'GET', url: '/api/users', headers: session.cookieOnly })).statusCode).toBe(403);
  });
});

describe('the last active admin', () => {
  test('cannot be disabled, demoted or deleted; with a second admin it can', async () => {
    // Fresh database of its own: exactly the admins created here exist.
    const own = await startIdentity();
    try {
      const first = await createUser(own, { roles: ['ROLE_ADMIN'], branches: [] });
      const base = { username: first.username, roles: ['ROLE_ADMIN'], branches: [] };
      for (const payload of [
        { ...base, isEnabled: false },
        { ...base, roles: ['ROLE_EMPLOYEE'] },
      ]) {
        const refused = await own.call({ method: 'PUT', url: `/api/users/${first.id}`, headers: own.admin, payload });
        expect(refused.statusCode).toBe(422);
        expect(errors(refused.body)).toEqual([{ message: identityTexts.lastAdmin }]);
      }
      expect((await own.call({ method: 'DELETE', url: `/api/users/${first.id}`, headers: own.admin })).statusCode).toBe(422);
      expect((await own.call({ method: 'GET', url: `/api/users/${first.id}`, headers: own.admin })).json().data.isEnabled).toBe(true);

      const second = await createUser(own, { roles: ['ROLE_ADMIN'], branches: [] });
      expect((await own.call({ method: 'DELETE', url: `/api/users/${first.id}`, headers: own.admin })).statusCode).toBe(200);
      const demote = { username: second.username, roles: ['ROLE_EMPLOYEE'], branches: [] };
      expect((await own.call({ method: 'PUT', url: `/api/users/${second.id}`, headers: own.admin, payload: demote })).statusCode).toBe(422);
    } finally {
      await own.close();
    }
  });
});

test('no response and no outbox event ever carried a password or its hash', async () => {
  const events = await h.service.ctx.db.selectFrom('outbox').select('payload').execute();
  expect(events.length).toBeGreaterThan(5);
  for (const text of [...h.bodies, ...events.map((event) => JSON.stringify(event.payload))]) {
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/"password(_hash|Hash)?"\s*:/);
    expect(text).not.toContain('geheim123');
  }
});
