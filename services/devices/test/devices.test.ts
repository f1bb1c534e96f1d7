import { resourceError } from '@asp/i18n';
import { signStaffToken } from '@asp/server-kit/testing';
import { deviceBody, errorsOf, startDevices, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startDevices();
});
afterAll(() => h.close());

const create = (body: Record<string, unknown>) => h.call({ method: 'POST', url: '/api/devices', headers: h.admin, payload: body });

test('admins create, read, replace and delete devices; answers carry the contact state', async () => {
  const created = await create(deviceBody({ identifier: 'bon-1' }));
  expect(created.statusCode).toBe(201);
  const device = created.json().data;
  expect(device).toMatchObject({
    identifier: 'bon-1',
    kind: 'receipt-printer',
    connection: { port: 9100 },
    columns: 42,
    lastContactAt: null,
    online: false,
  });

  const replaced = await h.call({
    method: 'PUT',
    url: `/api/devices/${device.id}`,
    headers: h.admin,
    payload: deviceBody({ identifier: 'bon-1', name: 'Bondrucker Küche' }),
  });
  expect(replaced.json().data).toMatchObject({ id: device.id, name: 'Bondrucker Küche' });
  expect((await h.call({ method: 'GET', url: `/api/devices/${device.id}`, headers: h.admin })).json().data.name).toBe('Bondrucker Küche');

  expect((await create(deviceBody({ identifier: 'bon-1' }))).statusCode).toBe(409);
  expect((await h.call({ method: 'DELETE', url: `/api/devices/${device.id}`, headers: h.admin })).statusCode).toBe(200);
  expect((await h.call({ method: 'GET', url: `/api/devices/${device.id}`, headers: h.admin })).statusCode).toBe(404);
  const events = (await h.outbox()).map((row) => row.subject);
  expect(events).toEqual(expect.arrayContaining(['devices.device.created', 'devices.device.updated', 'devices.device.deleted']));
});

test('printers need a network connection; notification devices may use HTTP', async () => {
  const printer = await create(deviceBody({ connection: { type: 'http', url: 'http://127.0.0.1:1/notify' } }));
  expect(printer.statusCode).toBe(422);
  const pager = await create(deviceBody({ kind: 'notification-device', connection: { type: 'http', url: 'http://127.0.0.1:1/notify' } }));
  expect(pager.statusCode).toBe(201);
  expect((await create(deviceBody({ connection: { type: 'tcp', host: 'drucker; rm -rf /' } }))).statusCode).toBe(400);
});

test('lists filter by branch and kind and page in SQL', async () => {
  for (const [branch, kind] of [
    [2, 'label-printer'],
    [2, 'receipt-printer'],
    [3, 'label-printer'],
    [2, 'label-printer'],
  ] as const) {
    expect((await create(deviceBody({ branch, kind }))).statusCode).toBe(201);
  }
  const list = (query: string) => h.call({ method: 'GET', url: `/api/devices?${query}`, headers: h.admin });
  const labels = await list('branch=2&kind=label-printer');
  expect(labels.json().data.map((d: { branch: number; kind: string }) => [d.branch, d.kind])).toEqual([
    [2, 'label-printer'],
    [2, 'label-printer'],
  ]);
  const page = await list('branch=2&limit=2&offset=1');
  expect(page.headers['x-total-count']).toBe('3');
  expect(page.json().data).toHaveLength(2);
  expect((await list('kind=scanner')).statusCode).toBe(400);
});

test('401 without a session, 403 for employees writing, employees read only their branches', async () => {
  expect((await h.call({ method: 'GET', url: '/api/devices' })).statusCode).toBe(401);
  expect((await h.call({ method: 'POST', url: '/api/devices', payload: deviceBody() })).statusCode).toBe(401);
  const own = (await create(deviceBody({ branch: 1 }))).json().data;
  const other = (await create(deviceBody({ branch: 5 }))).json().data;
  const denied = await h.call({ method: 'POST', url: '/api/devices', headers: h.employee, payload: deviceBody() });
  expect(denied.statusCode).toBe(403);
  const seen = (await h.call({ method: 'GET', url: '/api/devices', headers: h.employee })).json().data as Array<{ branch: number }>;
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((device) => device.branch === 1)).toBe(true);
  expect((await h.call({ method: 'GET', url: `/api/devices/${own.id}`, headers: h.employee })).statusCode).toBe(200);
  expect((await h.call({ method: 'GET', url: `/api/devices/${other.id}`, headers: h.employee })).statusCode).toBe(404);
  const nobody = signStaffToken({ sub: '9', username: 'gast', roles: [], branches: [1] }).headers;
  expect((await h.call({ method: 'GET', url: '/api/devices', headers: nobody })).statusCode).toBe(403);
  expect((await h.call({ method: 'GET', url: '/api/devices/999999', headers: h.admin })).statusCode).toBe(404);
  expect(
    errorsOf(await h.call({ method: 'PUT', url: '/api/devices/999999', headers: h.admin, payload: deviceBody() }))[0]!.message,
  ).toBeTruthy();
  expect(resourceError('devices', 'load')).toBe('Geräte konnten nicht geladen werden.');
  expect(resourceError('devices', 'delete')).toBe('Gerät konnte nicht gelöscht werden.');
});

test('lists sort by name, identifier and kind in SQL (the back-office list columns), with paging', async () => {
  const branch = 77;
  for (const [identifier, name, kind] of [
    ['sort-c', 'bondrucker Mitte', 'receipt-printer'],
    ['sort-a', 'Zebra Etiketten', 'label-printer'],
    ['sort-b', 'Alpha Theke', 'label-printer'],
  ] as const) {
    expect((await create(deviceBody({ branch, identifier, name, kind }))).statusCode).toBe(201);
  }
  const ids = async (query: string) =>
    (
      (await h.call({ method: 'GET', url: `/api/devices?branch=${branch}&${query}`, headers: h.admin })).json().data as Array<{
        identifier: string;
      }>
    ).map((device) => device.identifier);
  // Text ignoring case: 'bondrucker' between 'Alpha' and 'Zebra'.
  expect(await ids('sort=name')).toEqual(['sort-b', 'sort-c', 'sort-a']);
  expect(await ids('sort=-name')).toEqual(['sort-a', 'sort-c', 'sort-b']);
  expect(await ids('sort=identifier')).toEqual(['sort-a', 'sort-b', 'sort-c']);
  expect(await ids('sort=-identifier')).toEqual(['sort-c', 'sort-b', 'sort-a']);
  expect(await ids('sort=kind&limit=2')).toEqual(['sort-a', 'sort-b']);
  expect(await ids('sort=-kind&limit=1')).toEqual(['sort-c']);
  expect((await h.call({ method: 'GET', url: '/api/devices?sort=host', headers: h.admin })).statusCode).toBe(400);
});
