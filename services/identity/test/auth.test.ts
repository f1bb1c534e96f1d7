import { authTexts } from '@asp/i18n';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, revokedSessionKey, sql } from '@asp/server-kit';
import { signStaffToken } from '@asp/server-kit/testing';
import { DEVICE_COOKIE } from '../src/device-cookie';
import { SESSION_LIFETIME_SECONDS } from '../src/sessions';
import { cookieValue, createUser, decodeJwt, login, startIdentity, uniqueName, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

const errorOf = (body: string) => JSON.parse(body).errors[0];

describe('POST /api/login', () => {
  test('signs in: me in the body, HttpOnly session cookie and readable CSRF cookie', async () => {
    const user = await createUser(h, { firstName: 'Eva', lastName: 'Egger', branches: [2, 1], email: 'eva@example.com' });
    const { response, token, csrf } = await login(h, user.username, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        roles: ['ROLE_EMPLOYEE'],
        user: {
          id: user.id,
          username: user.username,
          email: 'eva@example.com',
          firstName: 'Eva',
          lastName: 'Egger',
          roles: ['ROLE_EMPLOYEE'],
          branches: [{ id: 1 }, { id: 2 }],
          showCustomerData: false,
        },
      },
    });
    const cookies = response.cookies as Record<string, unknown>[];
    const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
    const csrfCookie = cookies.find((cookie) => cookie.name === CSRF_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: SESSION_LIFETIME_SECONDS });
    expect(session.secure).toBeFalsy();
    expect(csrfCookie).toMatchObject({ sameSite: 'Strict', path: '/', maxAge: SESSION_LIFETIME_SECONDS });
    expect(csrfCookie.httpOnly).toBeFalsy();
    // The known-good client marker for login throttling: only the login call sees it, for half a year.
    const device = cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login', maxAge: 180 * 24 * 3600 });
    expect(device.value).toMatch(/^[\w-]{44}$/);

    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: String(user.id), username: user.username, roles: ['ROLE_EMPLOYEE'], branches: [1, 2], csrf });
    expect(Buffer.from(csrf, 'base64url')).toHaveLength(16);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(SESSION_LIFETIME_SECONDS);
    const row = await h.service.ctx.db.selectFrom('sessions').selectAll().where('sid', '=', String(claims.sid)).executeTakeFirst();
    expect(row).toMatchObject({ user_id: user.id, revoked_at: null });
  });

  test('usernames are case-insensitive', async () => {
    const user = await createUser(h, { username: uniqueName('Gross') });
    const { response } = await login(h, user.username.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
  });

  test('secure cookies in production', async () => {
    const prod = await startIdentity({}, { production: true });
    try {
      const user = await createUser(prod, {});
      const { response } = await login(prod, user.username, user.password);
      const cookies = response.cookies as Record<string, unknown>[];
      expect(cookies.map((cookie) => cookie.secure)).toEqual([true, true, true]);
    } finally {
      await prod.close();
    }
  });

  test('wrong password and unknown username: 401 with the same message', async () => {
    const user = await createUser(h);
    const wrong = await login(h, user.username, 'falsch123');
    const unknown = await login(h, uniqueName('niemand'), 'irgendwas');
    for (const { response } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: [{ message: authTexts.invalidCredentials }] });
      expect(response.cookies).toHaveLength(0);
    }
  });

  test.each([
    ['disabled', { isEnabled: false }, authTexts.accountDisabled],
    ['expired', { expiresAt: new Date(Date.now() - 60_000).toISOString() }, authTexts.accountExpired],
    ['credentials expired', { credentialsExpireAt: new Date(Date.now() - 60_000).toISOString() }, authTexts.credentialsExpired],
  ])('%s account: 401 with its message', async (_name, fields, message) => {
    const user = await createUser(h, fields);
    const { response } = await login(h, user.username, user.password);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.body).message).toBe(message);
  });

  test('dates in the future do not stop the sign-in', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const user = await createUser(h, { expiresAt: later, credentialsExpireAt: later });
    expect((await login(h, user.username, user.password)).response.statusCode).toBe(200);
  });

  test('the account state is only told with the right password', async () => {
    const user = await createUser(h, { isEnabled: false });
    const { response } = await login(h, user.username, 'falsch123');
    expect(errorOf(response.body).message).toBe(authTexts.invalidCredentials);
  });

  test('missing username: 400 with the German blank message on the field', async () => {
    const response = await h.call({ method: 'POST', url: '/api/login', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'username', message: 'Dieser Wert sollte nicht leer sein.' });
  });
});

describe('GET /api/users/me', () => {
  test('anonymous: 200 with no roles and no user', async () => {
    const response = await h.call({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { roles: [], user: null } });
    expect(response.cookies).toHaveLength(0);
  });

  test('signed in: the user from the database, no refresh of a young token', async () => {
    const user = await createUser(h, { roles: ['ROLE_ADMIN'], branches: [] });
    const session = await login(h, user.username, user.password);
    const response = await h.call({ method: 'GET', url: '/api/users/me', headers: session.cookieOnly });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ roles: ['ROLE_ADMIN'], user: { id: user.id, username: user.username, branches: [] } });
    expect(response.cookies).toHaveLength(0);
  });

  test("a user disabled behind the session's back loses access: 401 and cookies cleared", async () => {
    const user = await createUser(h);
    const session = await login(h, user.username, user.password);
    await h.service.ctx.db.updateTable('users').set({ is_enabled: false }).where('id', '=', user.id).execute();
    const response = await h.call({ method: 'GET', url: '/api/users/me', headers: session.cookieOnly });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.body).message).toBe(authTexts.noSession);
    expect(cookieValue(response, SESSION_COOKIE)).toBe('');
  });

  test('a deleted user loses access', async () => {
    const user = await createUser(h);
    const session = await login(h, user.username, user.password);
    await h.service.ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    const response = await h.call({ method: 'GET', url: '/api/users/me', headers: session.cookieOnly });
    expect(response.statusCode).toBe(401);
  });

  test('sliding session: a token past half its lifetime is re-issued with fresh claims', async () => {
    const user = await createUser(h, { branches: [1] });
    const session = await login(h, user.username, user.password);
    const claims = decodeJwt(session.token);
    await h.service.ctx.db
      .updateTable('users')
      .set({ branches: [1, 3] })
      .where('id', '=', user.id)
      .execute();
    const now = Math.floor(Date.now() / 1000);
    const old = signStaffToken({
      ...(claims as object),
      iat: now - SESSION_LIFETIME_SECONDS * 0.75,
      exp: now + SESSION_LIFETIME_SECONDS / 4,
    });
    const response = await h.call({ method: 'GET', url: '/api/users/me', headers: { cookie: old.cookie } });
    expect(response.statusCode).toBe(200);
    const fresh = decodeJwt(cookieValue(response, SESSION_COOKIE)!);
    expect(fresh).toMatchObject({ sid: claims.sid, csrf: claims.csrf, branches: [1, 3] });
    expect(Number(fresh.iat)).toBeGreaterThanOrEqual(now);
    expect(cookieValue(response, CSRF_COOKIE)).toBe(claims.csrf);
  });

  test('a token whose session row is unknown (never signed in) is refused', async () => {
    const forged = signStaffToken({ sub: '1' });
    const response = await h.call({ method: 'GET', url: '/api/users/me', headers: { cookie: forged.cookie } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  test('revokes the session server-side: the old cookie is refused afterwards', async () => {
    const user = await createUser(h, { roles: ['ROLE_ADMIN'], branches: [] });
    const session = await login(h, user.username, user.password);
    expect((await h.call({ method: 'GET', url: '/api/users', headers: session.cookieOnly })).statusCode).toBe(200);

    const response = await h.call({ method: 'POST', url: '/api/logout', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(cookieValue(response, SESSION_COOKIE)).toBe('');
    expect(cookieValue(response, CSRF_COOKIE)).toBe('');

    const sid = String(decodeJwt(session.token).sid);
    const ttl = await h.service.ctx.redis!.pttl(revokedSessionKey(sid));
    expect(ttl).toBeGreaterThan((SESSION_LIFETIME_SECONDS - 60) * 1000);
    const row = await h.service.ctx.db.selectFrom('sessions').select('revoked_at').where('sid', '=', sid).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeInstanceOf(Date);

    const after = await h.call({ method: 'GET', url: '/api/users', headers: session.cookieOnly });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after.body).message).toBe(authTexts.noSession);
    const me = await h.call({ method: 'GET', url: '/api/users/me', headers: session.cookieOnly });
    expect(me.json()).toEqual({ data: { roles: [], user: null } });
    expect(cookieValue(me, SESSION_COOKIE)).toBe('');
  });

  test('without a session: 200 and cookies cleared', async () => {
    const response = await h.call({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(cookieValue(response, SESSION_COOKIE)).toBe('');
  });

  test('with the session cookie but no CSRF header: 403, session stays valid', async () => {
    const user = await createUser(h);
    const session = await login(h, user.username, user.password);
    const response = await h.call({ method: 'POST', url: '/api/logout', headers: session.cookieOnly });
    expect(response.statusCode).toBe(403);
    const me = await h.call({ method: 'GET', url: '/api/users/me', headers: session.cookieOnly });
    expect(me.json().data.user.id).toBe(user.id);
  });
});

describe('CSRF (cookie-authenticated writes)', () => {
  let session: Awaited<ReturnType<typeof login>>;
  let target: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    const admin = await createUser(h, { roles: ['ROLE_ADMIN'], branches: [] });
    session = await login(h, admin.username, admin.password);
    target = await createUser(h, { firstName: 'Vorher' });
  });
  const update = (headers: Record<string, string>) =>
    h.call({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      headers,
      payload: { username: target.username, roles: target.roles, branches: target.branches, firstName: 'Nachher' },
    });

  test('without the header: 403', async () => {
    const response = await update(session.cookieOnly);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [{ message: 'Ungültiges CSRF-Token.' }] });
  });

  test('with a wrong header: 403', async () => {
    const response = await update({ ...session.cookieOnly, [CSRF_HEADER]: 'x'.repeat(session.csrf.length) });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response.body).message).toBe(authTexts.invalidCsrfToken);
    const stored = await h.service.ctx.db
      .selectFrom('users')
      .select(sql<string>`data->>'firstName'`.as('firstName'))
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored.firstName).toBe('Vorher');
  });

  test('with the matching header: accepted', async () => {
    const response = await update(session.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.firstName).toBe('Nachher');
  });
});

test('the OpenAPI document lists every identity call', async () => {
  // Not recorded in h.bodies: the document rightly names the write-only password field.
  const response = await h.service.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(Object.keys(response.json().paths)).toEqual(
    expect.arrayContaining([
      '/api/login',
      '/api/logout',
      '/api/users/me',
      '/api/users',
      '/api/users/{id}',
      '/api/customers',
      '/api/customers/{id}',
      '/api/external-users',
      '/api/external-users/{id}',
    ]),
  );
});

test('no response carried a password hash or a password', () => {
  expect(h.bodies.length).toBeGreaterThan(20);
  for (const body of h.bodies) {
    expect(body).not.toContain('$argon2');
    expect(body).not.toMatch(/"password(_hash|Hash)?"\s*:/);
  }
});
