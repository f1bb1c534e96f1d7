import { ROLE_EMPLOYEE } from '@asp/server-kit';
import { signStaffToken } from '@asp/server-kit/testing';
import { authTexts, catalogTexts } from '@asp/i18n';
import { errorsOf, minimal, startCatalog, type Harness } from './helpers';

/** Stock per branch (issue 13): the catalog's settings routes and their event. */
let h: Harness;
beforeAll(async () => {
  h = await startCatalog();
});
afterAll(() => h?.close());

const employeeOf = (...branches: number[]) => signStaffToken({ sub: '2', username: 'verkauf', roles: [ROLE_EMPLOYEE], branches }).headers;
const put = (product: number, payload: unknown, headers = h.admin) =>
  h.call({ method: 'PUT', url: `/api/products/${product}/stock`, headers, payload: payload as object });
const get = (product: number, headers = h.admin) => h.call({ method: 'GET', url: `/api/products/${product}/stock`, headers });

test('an admin saves sold out and a daily quantity per branch; each save is announced as catalog.product-stock.changed', async () => {
  const product = await h.create<{ id: number }>('/api/products', minimal.product('Kräuterbutter'));
  const a = await h.create<{ id: number }>('/api/branches', minimal.branch('lager-a'));
  const b = await h.create<{ id: number }>('/api/branches', minimal.branch('lager-b'));

  expect((await put(product.id, { branch: a.id, soldOut: true, dailyQuantity: null })).json()).toEqual({
    data: { product: product.id, branch: a.id, soldOut: true, dailyQuantity: null },
  });
  expect((await put(product.id, { branch: b.id, soldOut: false, dailyQuantity: 12.5 })).statusCode).toBe(200);
  // Saving again replaces the branch's settings.
  expect((await put(product.id, { branch: a.id, soldOut: false, dailyQuantity: 3 })).statusCode).toBe(200);

  expect((await get(product.id)).json().data).toEqual([
    { product: product.id, branch: a.id, soldOut: false, dailyQuantity: 3 },
    { product: product.id, branch: b.id, soldOut: false, dailyQuantity: 12.5 },
  ]);
  const events = (await h.outbox()).filter((row) => row.subject === 'catalog.product-stock.changed').map((row) => row.payload);
  expect(events.slice(-3)).toEqual([
    { product: product.id, branch: a.id, soldOut: true, dailyQuantity: null },
    { product: product.id, branch: b.id, soldOut: false, dailyQuantity: 12.5 },
    { product: product.id, branch: a.id, soldOut: false, dailyQuantity: 3 },
  ]);
});

test('employees read and save only their own branches; anonymous callers get 401', async () => {
  const product = await h.create<{ id: number }>('/api/products', minimal.product('Leberwurst'));
  const own = await h.create<{ id: number }>('/api/branches', minimal.branch('lager-eigen'));
  const other = await h.create<{ id: number }>('/api/branches', minimal.branch('lager-fremd'));
  await put(product.id, { branch: other.id, soldOut: true, dailyQuantity: null });

  const employee = employeeOf(own.id);
  expect((await put(product.id, { branch: own.id, soldOut: true, dailyQuantity: null }, employee)).statusCode).toBe(200);
  const foreign = await put(product.id, { branch: other.id, soldOut: false, dailyQuantity: null }, employee);
  expect(foreign.statusCode).toBe(403);
  expect(errorsOf(foreign)).toEqual([{ message: authTexts.forbidden }]);
  expect((await get(product.id, employee)).json().data).toEqual([
    { product: product.id, branch: own.id, soldOut: true, dailyQuantity: null },
  ]);
  expect((await get(product.id, {})).statusCode).toBe(401);
  expect((await put(product.id, { branch: own.id, soldOut: true, dailyQuantity: null }, {})).statusCode).toBe(401);
});

test('German validation: unknown product 404, unknown branch 422, non-positive quantity 400/422 with a German message', async () => {
  const product = await h.create<{ id: number }>('/api/products', minimal.product('Sülze'));
  const branch = await h.create<{ id: number }>('/api/branches', minimal.branch('lager-pruef'));
  expect((await put(999_999, { branch: branch.id, soldOut: true, dailyQuantity: null })).statusCode).toBe(404);
  expect((await get(999_999)).statusCode).toBe(404);
  const unknownBranch = await put(product.id, { branch: 999_999, soldOut: true, dailyQuantity: null });
  expect(unknownBranch.statusCode).toBe(422);
  expect(errorsOf(unknownBranch)).toEqual([{ field: 'branch', message: catalogTexts.unknownBranch }]);
  const zero = await put(product.id, { branch: branch.id, soldOut: false, dailyQuantity: 0 });
  expect(zero.statusCode).toBeGreaterThanOrEqual(400);
  expect(zero.statusCode).toBeLessThan(500);
  expect(errorsOf(zero)[0]).toMatchObject({ field: 'dailyQuantity' });
  expect(errorsOf(zero)[0].message).toMatch(/[äöüß]|muss|darf|Wert/);
});

test('the stock page lists every setting of one branch; employees only their own branches', async () => {
  const butter = await h.create<{ id: number }>('/api/products', minimal.product('Butter für die Liste'));
  const salami = await h.create<{ id: number }>('/api/products', minimal.product('Salami für die Liste'));
  const here = await h.create<{ id: number }>('/api/branches', minimal.branch('lager-liste'));
  const there = await h.create<{ id: number }>('/api/branches', minimal.branch('lager-liste-2'));
  await put(salami.id, { branch: here.id, soldOut: false, dailyQuantity: 4 });
  await put(butter.id, { branch: here.id, soldOut: true, dailyQuantity: null });
  await put(butter.id, { branch: there.id, soldOut: false, dailyQuantity: 2 });

  const list = (query: string, headers = h.admin) => h.call({ method: 'GET', url: `/api/products/stock${query}`, headers });
  expect((await list(`?branch=${here.id}`)).json().data).toEqual([
    { product: butter.id, branch: here.id, soldOut: true, dailyQuantity: null },
    { product: salami.id, branch: here.id, soldOut: false, dailyQuantity: 4 },
  ]);
  const all = (await list('')).json().data as Array<{ branch: number }>;
  expect(all.filter((row) => row.branch === there.id)).toEqual([
    { product: butter.id, branch: there.id, soldOut: false, dailyQuantity: 2 },
  ]);

  const employee = employeeOf(there.id);
  expect((await list('', employee)).json().data).toEqual([{ product: butter.id, branch: there.id, soldOut: false, dailyQuantity: 2 }]);
  const foreign = await list(`?branch=${here.id}`, employee);
  expect(foreign.statusCode).toBe(403);
  expect(errorsOf(foreign)).toEqual([{ message: authTexts.forbidden }]);
  expect((await list(`?branch=${here.id}`, {})).statusCode).toBe(401);
  expect((await list('?branch=abc')).statusCode).toBe(400);
});
