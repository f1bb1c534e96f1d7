import { validationTexts } from '@asp/i18n';
import { errorsOf, startContent, type Harness } from './helpers';

/**
 * New sites start as drafts (issue 14): a site created without isPublic is not public, so
 * visitors (the start-up load, server rendering) never get it; staff see it, can preview it
 * and filter the builder's list by state; making it public serves it.
 */
let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h?.close());

let n = 0;
const body = (extra: object = {}) => {
  n += 1;
  return {
    path: `/sichtbar-${n}`,
    name: `Grillfest ${n}`,
    title: '',
    content: { body: [{ type: 'text', value: { text: '<p>Bald</p>' } }] },
    ...extra,
  };
};

async function createSite(payload: object) {
  const response = await h.call({ method: 'POST', url: '/api/sites', headers: h.admin, payload });
  expect(response.statusCode).toBe(201);
  return response.json().data as ReturnType<typeof body> & { id: number; isPublic: boolean };
}
const publicIds = async () => ((await h.call({ method: 'GET', url: '/api/sites' })).json().data as Array<{ id: number }>).map((s) => s.id);
const staffList = async (query: string) => {
  const response = await h.call({ method: 'GET', url: `/api/sites?${query}`, headers: h.employee });
  expect(response.statusCode).toBe(200);
  return { paths: (response.json().data as Array<{ path: string }>).map((s) => s.path), total: response.headers['x-total-count'] };
};

test('a site created without isPublic is a draft: not served to visitors, seen by staff', async () => {
  const site = await createSite(body());
  expect(site.isPublic).toBe(false);

  expect(await publicIds()).not.toContain(site.id);
  const one = await h.call({ method: 'GET', url: `/api/sites/${site.id}` });
  expect(one.statusCode).toBe(404);
  expect(errorsOf(one)).toEqual([{ message: validationTexts.notFound }]);

  const forStaff = await h.call({ method: 'GET', url: `/api/sites/${site.id}`, headers: h.employee });
  expect(forStaff.json().data).toMatchObject({ id: site.id, isPublic: false });
  // An admin looks at the draft through the secret preview link.
  const link = (await h.call({ method: 'POST', url: `/api/sites/${site.id}/preview-link`, headers: h.admin })).json().data;
  const preview = await h.call({ method: 'GET', url: `/api/sites/preview/${link.token}` });
  expect(preview.statusCode).toBe(200);
  expect(preview.json().data).toMatchObject({ id: site.id, name: site.name });
});

test('set public by replacing the site, it is served; a replace without the flag makes it a draft again', async () => {
  const site = await createSite(body());
  const { id, ...fields } = site;
  const published = await h.call({ method: 'PUT', url: `/api/sites/${id}`, headers: h.admin, payload: { ...fields, isPublic: true } });
  expect(published.json().data.isPublic).toBe(true);
  expect(await publicIds()).toContain(id);
  expect((await h.call({ method: 'GET', url: `/api/sites/${id}` })).json().data).toMatchObject({ id, isPublic: true });

  const { isPublic: _flag, ...withoutFlag } = fields;
  await h.call({ method: 'PUT', url: `/api/sites/${id}`, headers: h.admin, payload: withoutFlag });
  expect(await publicIds()).not.toContain(id);
});

test("the builder's way: the draft switched public and published serves the page", async () => {
  const site = await createSite(body());
  const { id, ...fields } = site;
  const saved = await h.call({ method: 'PUT', url: `/api/sites/${id}/draft`, headers: h.admin, payload: { ...fields, isPublic: true } });
  expect(saved.statusCode).toBe(200);
  // Saving the draft changes nothing for visitors …
  expect(await publicIds()).not.toContain(id);
  // … publishing it does.
  const publish = await h.call({ method: 'POST', url: `/api/sites/${id}/publish`, headers: h.admin, payload: {} });
  expect(publish.json().data.site).toMatchObject({ id, isPublic: true });
  expect(await publicIds()).toContain(id);
});

test('created public, it is served at once', async () => {
  const site = await createSite(body({ isPublic: true }));
  expect(site.isPublic).toBe(true);
  expect(await publicIds()).toContain(site.id);
});

test("the list filters by state in SQL ('Entwurf' / 'Öffentlich'), with paging and the total", async () => {
  await createSite(body({ path: '/zustand-a', isPublic: true }));
  await createSite(body({ path: '/zustand-b' }));
  await createSite(body({ path: '/zustand-c' }));
  expect(await staffList('q=zustand&isPublic=false&sort=path&limit=1&offset=1')).toEqual({ paths: ['/zustand-c'], total: '2' });
  expect((await staffList('q=zustand&isPublic=true')).paths).toEqual(['/zustand-a']);
  expect((await staffList('q=zustand&sort=path')).paths).toEqual(['/zustand-a', '/zustand-b', '/zustand-c']);
  // Visitors never get drafts, whatever they ask for.
  const visitor = await h.call({ method: 'GET', url: '/api/sites?q=zustand&isPublic=false' });
  expect(visitor.json().data).toEqual([]);
  const refused = await h.call({ method: 'GET', url: '/api/sites?isPublic=ja', headers: h.employee });
  expect(refused.statusCode).toBe(400);
});
