import { z } from 'zod';
import { resourceEvents } from '@asp/contracts';
import { createResourceTable } from '../db/resource-table';
import { buildService, type RunningService, type ServiceDefinition } from '../service';
import { signStaffToken, testServiceEnv } from '../testing';
import { jsonContains, jsonFlagIs, searchWords } from './resource-list';
import { registerResource } from './resource-routes';

const cutSchema = z.object({
  name: z.string(),
  branch: z.number().int().nullable(),
  isPublic: z.boolean(),
});
const cutListQuery = z.object({
  branch: z.coerce.number().int().positive().optional(),
  isPublic: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(200).optional(),
});

const definition: ServiceDefinition = {
  name: 'resource-list-test',
  defaultPort: 0,
  migrations: { '1000_cuts': { up: (db) => createResourceTable(db, 'cuts') } },
  async routes(app, ctx) {
    registerResource(app, ctx, {
      path: '/api/cuts',
      table: 'cuts',
      resource: 'departments',
      events: resourceEvents('test.cut', cutSchema.extend({ id: z.number().int() })),
      schema: cutSchema,
      publicWhere: jsonFlagIs('isPublic', true),
      listQuery: cutListQuery,
      sortFields: ['name', 'branch', 'id'],
      filters: {
        branch: (branch) => jsonContains({ branch }),
        isPublic: (isPublic) => jsonFlagIs('isPublic', isPublic),
        q: (q) => searchWords(q, ['name']),
      },
    });
  },
};

let service: RunningService;
const admin = signStaffToken().headers;
const ids: Record<string, number> = {};
const cuts = [
  { name: 'Rinderfilet', branch: 1, isPublic: true },
  { name: 'Schweinenacken', branch: 1, isPublic: false },
  { name: 'Kalbsrücken', branch: 2, isPublic: true },
  { name: 'Rinderrücken 100%', branch: 2, isPublic: true },
  { name: 'Lammkeule', branch: null, isPublic: false },
];

beforeAll(async () => {
  service = await buildService(definition, await testServiceEnv());
  for (const cut of cuts) {
    const response = await service.app.inject({ method: 'POST', url: '/api/cuts', headers: admin, payload: cut });
    ids[cut.name] = response.json().data.id;
  }
});
afterAll(() => service?.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const response = await service.app.inject({ method: 'GET', url: `/api/cuts${query}`, headers });
  expect(response.statusCode).toBe(200);
  return { names: (response.json().data as Array<{ name: string }>).map((cut) => cut.name), total: response.headers['x-total-count'] };
};

test('anonymous callers get the public rows only, in the list and by id; staff get all', async () => {
  expect((await list('')).names).toEqual(['Rinderfilet', 'Kalbsrücken', 'Rinderrücken 100%']);
  expect((await list('', admin)).names).toEqual(cuts.map((cut) => cut.name));
  expect((await service.app.inject({ method: 'GET', url: `/api/cuts/${ids.Schweinenacken}` })).statusCode).toBe(404);
  expect((await service.app.inject({ method: 'GET', url: `/api/cuts/${ids.Schweinenacken}`, headers: admin })).statusCode).toBe(200);
});

test('filters narrow the list, combined with each other and with visibility', async () => {
  expect((await list('?branch=1', admin)).names).toEqual(['Rinderfilet', 'Schweinenacken']);
  expect((await list('?branch=1')).names).toEqual(['Rinderfilet']);
  expect((await list('?isPublic=false', admin)).names).toEqual(['Schweinenacken', 'Lammkeule']);
  expect((await list('?branch=2&q=RÜCKEN', admin)).names).toEqual(['Kalbsrücken', 'Rinderrücken 100%']);
  expect((await list('?q=rinder%20rücken', admin)).names).toEqual(['Rinderrücken 100%']);
  // The like pattern's own characters are matched literally.
  expect((await list(`?q=${encodeURIComponent('0%')}`, admin)).names).toEqual(['Rinderrücken 100%']);
  expect((await list('?q=_', admin)).names).toEqual([]);
});

test('limit and offset page the filtered list by id and report the total', async () => {
  expect(await list('', admin)).toEqual({ names: cuts.map((cut) => cut.name), total: undefined });
  expect(await list('?limit=2', admin)).toEqual({ names: ['Rinderfilet', 'Schweinenacken'], total: '5' });
  expect(await list('?limit=2&offset=2', admin)).toEqual({ names: ['Kalbsrücken', 'Rinderrücken 100%'], total: '5' });
  expect(await list('?limit=2&offset=2')).toEqual({ names: ['Rinderrücken 100%'], total: '3' });
  expect(await list('?offset=3')).toEqual({ names: [], total: '3' });
  expect(await list('?offset=1&branch=2')).toEqual({ names: ['Rinderrücken 100%'], total: '2' });
  const refused = await service.app.inject({ method: 'GET', url: '/api/cuts?limit=0', headers: admin });
  expect(refused.statusCode).toBe(400);
});

test('sort orders the list in SQL: text ignoring case, numbers by value, missing last, id breaking ties', async () => {
  expect((await list('?sort=name', admin)).names).toEqual([
    'Kalbsrücken',
    'Lammkeule',
    'Rinderfilet',
    'Rinderrücken 100%',
    'Schweinenacken',
  ]);
  expect((await list('?sort=-name&limit=2', admin)).names).toEqual(['Schweinenacken', 'Rinderrücken 100%']);
  expect((await list('?sort=branch', admin)).names).toEqual([
    'Rinderfilet',
    'Schweinenacken',
    'Kalbsrücken',
    'Rinderrücken 100%',
    'Lammkeule',
  ]);
  expect((await list('?sort=-id&limit=1', admin)).names).toEqual(['Lammkeule']);
  // Only the named fields: anything else is a German 400, never spliced into SQL.
  const refused = await service.app.inject({ method: 'GET', url: "/api/cuts?sort=data'--", headers: admin });
  expect(refused.statusCode).toBe(400);
});
