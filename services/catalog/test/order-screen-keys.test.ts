import { createHash } from 'node:crypto';
import { authTexts } from '@asp/i18n';
import { issueMissingOrderScreenKeys } from '../src/order-screen-keys';
import { TABLES } from '../src/tables';
import { errorsOf, minimal, startCatalog, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startCatalog();
});
afterAll(() => h?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const keyOf = async (id: number) => {
  const response = await h.call({ method: 'GET', url: `/api/branches/${id}/order-screen-api-key`, headers: h.admin });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data.orderScreenApiKey as string;
};

test('a new branch gets a random key; the catalog announces only its SHA-256', async () => {
  const first = await h.create<{ id: number }>('/api/branches', minimal.branch('schluessel-1'));
  const second = await h.create<{ id: number }>('/api/branches', minimal.branch('schluessel-2'));
  const key = await keyOf(first.id);
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await keyOf(second.id)).not.toBe(key);

  const events = (await h.outbox()).filter((row) => row.subject === 'catalog.order-screen-key.changed');
  expect(events.map((row) => row.payload)).toEqual(
    expect.arrayContaining([{ id: first.id, keyHash: sha256(key) }, expect.objectContaining({ id: second.id })]),
  );
  // No event of any kind carries the plain key.
  expect(JSON.stringify(await h.outbox())).not.toContain(key);
});

test('the key is in no branch answer, not in /api/init, not for staff reading branches', async () => {
  const branch = await h.create<{ id: number }>('/api/branches', minimal.branch('schluessel-3'));
  const key = await keyOf(branch.id);
  for (const [url, headers] of [
    ['/api/branches', {}],
    ['/api/branches', h.admin],
    ['/api/branches', h.employee],
    [`/api/branches/${branch.id}`, {}],
    [`/api/branches/${branch.id}`, h.admin],
    ['/api/init', {}],
    ['/api/init', h.admin],
  ] as const) {
    const response = await h.call({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(key);
    expect(response.body).not.toContain('orderScreenApiKey');
  }
  const updated = await h.call({
    method: 'PUT',
    url: `/api/branches/${branch.id}`,
    headers: h.admin,
    payload: minimal.branch('schluessel-3'),
  });
  expect(updated.statusCode).toBe(200);
  expect(updated.body).not.toContain(key);
  // Saving the branch form keeps the key.
  expect(await keyOf(branch.id)).toBe(key);
});

test('only admins read or rotate the key: employees 403, anonymous 401', async () => {
  const branch = await h.create<{ id: number }>('/api/branches', minimal.branch('schluessel-4'));
  for (const [method, url] of [
    ['GET', `/api/branches/${branch.id}/order-screen-api-key`],
    ['POST', `/api/branches/${branch.id}/order-screen-api-key/rotate`],
  ] as const) {
    const employee = await h.call({ method, url, headers: h.employee });
    expect(employee.statusCode).toBe(403);
    expect(employee.body).not.toMatch(/[A-Za-z0-9_-]{43}/);
    const anonymous = await h.call({ method, url });
    expect(anonymous.statusCode).toBe(401);
    expect(errorsOf(anonymous)[0].message).toBe(authTexts.noSession);
  }
});

test('rotating replaces the key and announces the new hash; an unknown branch is 404', async () => {
  const branch = await h.create<{ id: number }>('/api/branches', minimal.branch('schluessel-5'));
  const old = await keyOf(branch.id);
  const rotated = await h.call({ method: 'POST', url: `/api/branches/${branch.id}/order-screen-api-key/rotate`, headers: h.admin });
  expect(rotated.statusCode).toBe(200);
  const fresh = rotated.json().data.orderScreenApiKey;
  expect(fresh).not.toBe(old);
  expect(await keyOf(branch.id)).toBe(fresh);
  const last = (await h.outbox()).filter((row) => row.subject === 'catalog.order-screen-key.changed').at(-1);
  expect(last?.payload).toEqual({ id: branch.id, keyHash: sha256(fresh) });

  expect((await h.call({ method: 'GET', url: '/api/branches/999999/order-screen-api-key', headers: h.admin })).statusCode).toBe(404);
  expect((await h.call({ method: 'POST', url: '/api/branches/999999/order-screen-api-key/rotate', headers: h.admin })).statusCode).toBe(
    404,
  );
});

test('branches without a key (created before keys existed) get one, once', async () => {
  const branch = await h.create<{ id: number }>('/api/branches', minimal.branch('schluessel-6'));
  await h.service.ctx.db.deleteFrom(TABLES.orderScreenKeys).where('branch_id', '=', branch.id).execute();
  expect(await issueMissingOrderScreenKeys(h.service.ctx.db)).toBe(1);
  expect(await issueMissingOrderScreenKeys(h.service.ctx.db)).toBe(0);
  expect(await keyOf(branch.id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test('deleting a branch deletes its key', async () => {
  const branch = await h.create<{ id: number }>('/api/branches', minimal.branch('schluessel-7'));
  expect((await h.call({ method: 'DELETE', url: `/api/branches/${branch.id}`, headers: h.admin })).statusCode).toBe(200);
  expect((await h.call({ method: 'GET', url: `/api/branches/${branch.id}/order-screen-api-key`, headers: h.admin })).statusCode).toBe(404);
});
