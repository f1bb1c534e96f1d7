import { authTexts, validationTexts } from '@asp/i18n';
import { signStaffToken } from '@asp/server-kit/testing';
import { createUser, login, startIdentity, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

const employee = signStaffToken({ sub: '999998', username: 'token-employee', roles: ['ROLE_EMPLOYEE'], branches: [1] }).headers;
// The events name who made the change (the audit log reads it).
const byEmployee = { id: 999998, username: 'token-employee' };
const byAdmin = { id: 999999, username: 'token-admin' };
const errors = (body: string) => JSON.parse(body).errors as { message: string; field?: string }[];
const outboxPayloads = async (subject: string) =>
  (await h.service.ctx.db.selectFrom('outbox').select('payload').where('subject', '=', subject).orderBy('seq').execute()).map(
    (row) => row.payload,
  );

describe('/api/customers', () => {
  const huber = { firstName: 'Maria', lastName: 'Huber', email: 'maria@example.com', phone: '+49 7531 1', city: 'Konstanz' };
  const seeblick = { companyName: 'Gasthaus Seeblick', city: 'Bodman-Ludwigshafen', country: 'DE', comment: 'Feste' };

  test('full cycle as an employee: create 201 (defaults filled), read, update, delete, with events', async () => {
    const created = await h.call({ method: 'POST', url: '/api/customers', headers: employee, payload: huber });
    expect(created.statusCode).toBe(201);
    const customer = created.json().data;
    expect(customer).toEqual({
      id: expect.any(Number),
      ...huber,
      companyName: '',
      street: '',
      zipCode: '',
      country: 'DE',
      comment: '',
    });
    expect((await h.call({ method: 'GET', url: `/api/customers/${customer.id}`, headers: employee })).json()).toEqual({ data: customer });

    const updated = await h.call({
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      headers: employee,
      payload: { ...huber, street: 'Marktstätte 1' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.street).toBe('Marktstätte 1');

    const deleted = await h.call({ method: 'DELETE', url: `/api/customers/${customer.id}`, headers: employee });
    expect(deleted.json()).toEqual({ data: { id: customer.id } });
    expect((await h.call({ method: 'GET', url: `/api/customers/${customer.id}`, headers: employee })).statusCode).toBe(404);

    expect(await outboxPayloads('identity.customer.created')).toContainEqual({ id: customer.id, data: customer, actor: byEmployee });
    expect(await outboxPayloads('identity.customer.updated')).toContainEqual({
      id: customer.id,
      data: updated.json().data,
      actor: byEmployee,
    });
    expect(await outboxPayloads('identity.customer.deleted')).toContainEqual({ id: customer.id, actor: byEmployee });
  });

  test('list filters: q over names, company, e-mail, phone and city; city; country', async () => {
    const a = (await h.call({ method: 'POST', url: '/api/customers', headers: employee, payload: huber })).json().data;
    const b = (await h.call({ method: 'POST', url: '/api/customers', headers: employee, payload: seeblick })).json().data;
    const ids = async (query: string) =>
      ((await h.call({ method: 'GET', url: `/api/customers${query}`, headers: employee })).json().data as { id: number }[]).map(
        (c) => c.id,
      );
    expect(await ids('')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids('?q=HUBER')).toEqual([a.id]);
    expect(await ids('?q=seeblick%20bodman')).toEqual([b.id]);
    expect(await ids('?q=maria%40example')).toEqual([a.id]);
    expect(await ids('?city=konstanz')).toEqual([a.id]);
    expect(await ids('?q=niemand')).toEqual([]);
    expect(await ids('?country=at')).toEqual([]);
  });

  test('German validation: neither last name nor company, bad e-mail, bad country', async () => {
    const nameless = await h.call({ method: 'POST', url: '/api/customers', headers: employee, payload: { firstName: 'Nur' } });
    expect(nameless.statusCode).toBe(400);
    expect(errors(nameless.body)).toEqual([{ field: 'lastName', message: 'Dieser Wert sollte nicht leer sein.' }]);
    const invalid = await h.call({
      method: 'POST',
      url: '/api/customers',
      headers: employee,
      payload: { lastName: 'X', email: 'x@', country: 'Deutschland' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(errors(invalid.body)).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.' },
        { field: 'country', message: 'Dieser Wert ist ungültig.' },
      ]),
    );
    const long = await h.call({
      method: 'POST',
      url: '/api/customers',
      headers: employee,
      payload: { lastName: 'X', zipCode: '12345678901' },
    });
    expect(errors(long.body)).toEqual([
      { field: 'zipCode', message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 10 Zeichen haben.' },
    ]);
  });

  test('unknown id: 404 on GET, PUT and DELETE', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await h.call({
        method,
        url: '/api/customers/987654',
        headers: employee,
        payload: method === 'PUT' ? huber : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  test('anonymous: 401; a real employee session with CSRF may write, without CSRF not', async () => {
    const anonymous = await h.call({ method: 'GET', url: '/api/customers' });
    expect(anonymous.statusCode).toBe(401);
    expect(errors(anonymous.body)[0].message).toBe(authTexts.noSession);
    expect((await h.call({ method: 'POST', url: '/api/customers', payload: huber })).statusCode).toBe(401);

    const user = await createUser(h);
    const session = await login(h, user.username, user.password);
    expect((await h.call({ method: 'POST', url: '/api/customers', headers: session.headers, payload: huber })).statusCode).toBe(201);
    expect((await h.call({ method: 'POST', url: '/api/customers', headers: session.cookieOnly, payload: huber })).statusCode).toBe(403);
  });

  test('a staff member with neither role: 403', async () => {
    const nobody = signStaffToken({ sub: '999997', roles: [] }).headers;
    const response = await h.call({ method: 'GET', url: '/api/customers', headers: nobody });
    expect(response.statusCode).toBe(403);
    expect(errors(response.body)[0].message).toBe('Sie haben keine Berechtigung für diese Aktion.');
  });
});

describe('/api/external-users', () => {
  test('full cycle as admin with events; list filters q and isEnabled', async () => {
    const created = await h.call({
      method: 'POST',
      url: '/api/external-users',
      headers: h.admin,
      payload: { name: 'Paul Partner', company: 'Hof Sonnenwiese', email: 'paul@example.com' },
    });
    expect(created.statusCode).toBe(201);
    const partner = created.json().data;
    expect(partner).toEqual({
      id: expect.any(Number),
      name: 'Paul Partner',
      company: 'Hof Sonnenwiese',
      email: 'paul@example.com',
      phone: '',
      comment: '',
      isEnabled: true,
    });
    const other = (
      await h.call({
        method: 'POST',
        url: '/api/external-users',
        headers: employee,
        payload: { name: 'Olga Ohne', isEnabled: false },
      })
    ).json().data;

    const ids = async (query: string) =>
      ((await h.call({ method: 'GET', url: `/api/external-users${query}`, headers: employee })).json().data as { id: number }[]).map(
        (u) => u.id,
      );
    expect(await ids('')).toEqual([partner.id, other.id]);
    expect(await ids('?q=sonnenwiese')).toEqual([partner.id]);
    expect(await ids('?isEnabled=false')).toEqual([other.id]);
    expect(await ids('?isEnabled=true&q=olga')).toEqual([]);
    const badFilter = await h.call({ method: 'GET', url: '/api/external-users?isEnabled=vielleicht', headers: employee });
    expect(badFilter.statusCode).toBe(400);
    expect(errors(badFilter.body)[0]).toEqual({ field: 'isEnabled', message: 'Sie haben einen ungültigen Wert ausgewählt.' });

    const updated = await h.call({
      method: 'PUT',
      url: `/api/external-users/${partner.id}`,
      headers: employee,
      payload: { ...partner, id: undefined, isEnabled: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.isEnabled).toBe(false);
    expect((await h.call({ method: 'DELETE', url: `/api/external-users/${other.id}`, headers: employee })).statusCode).toBe(200);

    expect(await outboxPayloads('identity.external-user.created')).toEqual([
      { id: partner.id, data: partner, actor: byAdmin },
      { id: other.id, data: other, actor: byEmployee },
    ]);
    expect(await outboxPayloads('identity.external-user.updated')).toEqual([
      { id: partner.id, data: updated.json().data, actor: byEmployee },
    ]);
    expect(await outboxPayloads('identity.external-user.deleted')).toEqual([{ id: other.id, actor: byEmployee }]);
  });

  test('name is required: 400 in German', async () => {
    const response = await h.call({ method: 'POST', url: '/api/external-users', headers: employee, payload: { company: 'X' } });
    expect(response.statusCode).toBe(400);
    expect(errors(response.body)).toEqual([{ field: 'name', message: 'Dieser Wert sollte nicht leer sein.' }]);
  });

  test('anonymous: 401', async () => {
    expect((await h.call({ method: 'GET', url: '/api/external-users' })).statusCode).toBe(401);
    expect((await h.call({ method: 'DELETE', url: '/api/external-users/1' })).statusCode).toBe(401);
  });

  test('unknown id: 404 with the German message on GET, PUT and DELETE', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await h.call({
        method,
        url: '/api/external-users/987654',
        headers: employee,
        payload: method === 'PUT' ? { name: 'Niemand' } : undefined,
      });
      expect({ method, status: response.statusCode }).toEqual({ method, status: 404 });
      expect(errors(response.body)).toEqual([{ message: validationTexts.notFound }]);
    }
  });

  test('a staff member with neither role: 403 on every call, and nothing changes', async () => {
    const partner = (
      await h.call({ method: 'POST', url: '/api/external-users', headers: employee, payload: { name: 'Rita Rolle' } })
    ).json().data;
    const nobody = signStaffToken({ sub: '999996', roles: [] }).headers;
    const calls = [
      { method: 'GET', url: '/api/external-users' },
      { method: 'GET', url: `/api/external-users/${partner.id}` },
      { method: 'POST', url: '/api/external-users', payload: { name: 'Ohne Rolle' } },
      { method: 'PUT', url: `/api/external-users/${partner.id}`, payload: { name: 'Geändert' } },
      { method: 'DELETE', url: `/api/external-users/${partner.id}` },
    ] as const;
    for (const call of calls) {
      const response = await h.call({ ...call, headers: nobody });
      expect({ ...call, status: response.statusCode }).toEqual({ ...call, status: 403 });
      expect(errors(response.body)).toEqual([{ message: authTexts.forbidden }]);
    }
    expect((await h.call({ method: 'GET', url: `/api/external-users/${partner.id}`, headers: employee })).json().data).toEqual(partner);
  });
});
