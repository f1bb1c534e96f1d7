import type { AuditLogEntry } from '@asp/contracts';
import { buildService, type RunningService } from '@asp/server-kit';
import { signStaffToken, startNatsServer, testServiceEnv, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { loadServiceDefinition } from './service-definitions';

/**
 * The audit log across services, through the real outbox relays and NATS: identity (seeded)
 * and catalog write events, analytics' consumers turn them into log entries. A branch changed
 * by a signed-in admin is in the log with that admin, its changed fields and its name; the
 * admin's sign-in and the seed's users ('System', no actor) are there too.
 */
let nats: TestNatsServer;
const services: Record<'identity' | 'catalog' | 'analytics', RunningService> = {} as never;

beforeAll(async () => {
  // Its own NATS: durable consumers and streams are not shared with other test files.
  nats = await startNatsServer();
  for (const name of ['identity', 'catalog', 'analytics'] as const) {
    const definition = await loadServiceDefinition(name);
    if (!definition) throw new Error(`no definition for ${name}`);
    services[name] = await buildService(definition, await testServiceEnv({ natsUrl: nats.url, seedDemoData: name === 'identity' }));
  }
}, 60_000);
afterAll(async () => {
  for (const service of Object.values(services)) await service?.close();
  await nats?.stop();
});

const logs = async (query: string) => {
  const response = await services.analytics.app.inject({ method: 'GET', url: `/api/logs?${query}`, headers: signStaffToken().headers });
  return response.json().data as AuditLogEntry[];
};

test('a branch update by a signed-in admin becomes a log entry with who, what and which fields', async () => {
  // A real sign-in: the session's token is what the catalog reads the actor from.
  const login = await services.identity.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: 'demo1234' },
  });
  expect(login.statusCode).toBe(200);
  const cookies = login.cookies as { name: string; value: string }[];
  const csrf = cookies.find((cookie) => cookie.name === 'asp_csrf')!.value;
  const headers = { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), 'x-csrf-token': csrf };
  const adminId = login.json().data.user.id as number;

  const created = await services.catalog.app.inject({
    method: 'POST',
    url: '/api/branches',
    headers,
    payload: { identifier: 'radolfzell', name: 'Radolfzell' },
  });
  expect(created.statusCode).toBe(201);
  const branch = created.json().data;
  const updated = await services.catalog.app.inject({
    method: 'PUT',
    url: `/api/branches/${branch.id}`,
    headers,
    payload: { ...branch, id: undefined, name: 'Radolfzell am See', phone: '+49 7732 1' },
  });
  expect(updated.statusCode).toBe(200);

  const entries = await waitFor(async () => {
    const rows = await logs('resource=catalog.branch&action=updated');
    return rows.length ? rows : undefined;
  }, 20_000);
  expect(entries![0]).toMatchObject({
    resourceId: branch.id,
    actor: { id: adminId, username: 'admin' },
    label: 'Radolfzell am See',
    changedFields: ['name', 'phone'],
    summary: 'Filiale „Radolfzell am See“ geändert',
  });

  const signIns = await waitFor(async () => {
    const rows = await logs('action=signed-in&user=admin');
    return rows.length ? rows : undefined;
  }, 20_000);
  expect(signIns![0].summary).toBe('admin hat sich angemeldet');
  // The seed's users came without a signed-in user: 'System' (no actor).
  const seeded = await waitFor(async () => {
    const rows = await logs('resource=identity.user&action=created&limit=100');
    return rows.length >= 8 ? rows : undefined;
  }, 20_000);
  expect(seeded!.every((row) => row.actor === null)).toBe(true);
}, 60_000);
