import { startContent, type Harness } from './helpers';

/**
 * The website builder's lists filter, sort and page in SQL (document 1 §2 lists):
 * q, type, sort and limit/offset with x-total-count on sites, blocks, nodes and redirects.
 */
let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h?.close());

async function post(url: string, payload: object) {
  const response = await h.call({ method: 'POST', url, headers: h.admin, payload });
  expect(response.statusCode).toBe(201);
}
async function list(url: string) {
  const response = await h.call({ method: 'GET', url, headers: h.admin });
  expect(response.statusCode).toBe(200);
  return { rows: response.json().data as Record<string, unknown>[], total: response.headers['x-total-count'] };
}

test('sites: q searches path, name and title; sort by name both ways; pages with the total', async () => {
  await post('/api/sites', { path: '/liste-wurst', name: 'Wurstwaren', title: 'Unsere Würste' });
  await post('/api/sites', { path: '/liste-braten', name: 'Braten', title: 'Sonntagsbraten' });
  await post('/api/sites', { path: '/liste-grill', name: 'Grillfleisch', title: '' });
  const found = await list('/api/sites?q=liste&sort=name&limit=2&offset=0');
  expect(found.rows.map((site) => site.name)).toEqual(['Braten', 'Grillfleisch']);
  expect(found.total).toBe('3');
  expect((await list('/api/sites?q=liste&sort=-name&limit=2&offset=2')).rows.map((site) => site.name)).toEqual(['Braten']);
  expect((await list('/api/sites?q=sonntag')).rows.map((site) => site.path)).toEqual(['/liste-braten']);
  const refused = await h.call({ method: 'GET', url: '/api/sites?sort=description', headers: h.admin });
  expect(refused.statusCode).toBe(400);
});

test('blocks and nodes filter by type; redirects search path and target', async () => {
  await post('/api/blocks', { identifier: 'liste-hero', name: 'Hero', type: 'hero_main' });
  await post('/api/blocks', { identifier: 'liste-text', name: 'Text', type: 'text' });
  expect((await list('/api/blocks?q=liste&type=text')).rows.map((block) => block.identifier)).toEqual(['liste-text']);

  await post('/api/nodes', { identifier: 'liste-rind', type: 'animal', content: { name: 'Rind' } });
  await post('/api/nodes', { identifier: 'liste-job', type: 'job', content: { name: 'Verkäufer' } });
  expect((await list('/api/nodes?q=liste&type=animal&sort=identifier')).rows.map((node) => node.identifier)).toEqual(['liste-rind']);
  expect((await h.call({ method: 'GET', url: '/api/nodes?type=banner', headers: h.admin })).statusCode).toBe(400);

  await post('/api/redirects', { path: '/liste-alt', target: '/liste-neu', statusCode: 302 });
  await post('/api/redirects', { path: '/liste-x', target: 'https://example.com/', statusCode: 301 });
  expect((await list('/api/redirects?q=neu&sort=path')).rows.map((redirect) => redirect.path)).toEqual(['/liste-alt']);
});
