import { websiteContentTexts } from '@asp/i18n';
import { waitFor } from '@asp/server-kit/testing';
import { errorsOf, startContent, type Harness } from './helpers';

/**
 * Drafts, preview links, publishing now and by schedule, versions and rollback (issue 14):
 * the public read serves only what was published.
 */
let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h?.close());

let n = 0;
const page = (title: string, path = `/seite-${++n}`) => ({
  path,
  title,
  name: title,
  description: '',
  type: 'default',
  isPublic: true,
  content: { body: [{ type: 'text', value: { text: `<p>${title}</p>` } }] },
});

async function createSite(title: string) {
  const response = await h.call({ method: 'POST', url: '/api/sites', headers: h.admin, payload: page(title) });
  expect(response.statusCode).toBe(201);
  return response.json().data as ReturnType<typeof page> & { id: number };
}
const publicTitle = async (id: number) => (await h.call({ method: 'GET', url: `/api/sites/${id}` })).json().data.title as string;
const saveDraft = (id: number, body: object) => h.call({ method: 'PUT', url: `/api/sites/${id}/draft`, headers: h.admin, payload: body });

test('a draft stays private until published; the preview link shows it; publishing makes a version', async () => {
  const site = await createSite('Alt');
  const empty = await h.call({ method: 'GET', url: `/api/sites/${site.id}/draft`, headers: h.employee });
  expect(empty.json().data).toMatchObject({ hasDraft: false, data: { title: 'Alt' } });

  expect((await saveDraft(site.id, { ...page('Neu', site.path) })).statusCode).toBe(200);
  expect(await publicTitle(site.id)).toBe('Alt');

  const link = await h.call({ method: 'POST', url: `/api/sites/${site.id}/preview-link`, headers: h.admin });
  expect(link.statusCode).toBe(201);
  const { token, url } = link.json().data;
  expect(url).toBe(`/vorschau/${token}`);
  const preview = await h.call({ method: 'GET', url: `/api/sites/preview/${token}` });
  expect(preview.statusCode).toBe(200);
  expect(preview.json().data).toMatchObject({ id: site.id, title: 'Neu' });
  expect(preview.headers['cache-control']).toContain('no-store');
  const wrong = await h.call({ method: 'GET', url: `/api/sites/preview/${'x'.repeat(43)}` });
  expect(wrong.statusCode).toBe(404);
  expect(errorsOf(wrong)).toEqual([{ message: websiteContentTexts.previewInvalid }]);
  // Only the hash is stored.
  const stored = await h.service.ctx.db.selectFrom('site_preview_tokens').select('token_hash').execute();
  expect(stored.map((row) => row.token_hash)).not.toContain(token);

  const published = await h.call({ method: 'POST', url: `/api/sites/${site.id}/publish`, headers: h.admin, payload: {} });
  expect(published.statusCode).toBe(200);
  expect(published.json().data).toMatchObject({ version: 2, site: { title: 'Neu' } });
  expect(await publicTitle(site.id)).toBe('Neu');
  const subjects = (await h.events()).map((event) => event.subject);
  expect(subjects).toContain('content.site.published');

  const versions = await h.call({ method: 'GET', url: `/api/sites/${site.id}/versions?limit=1`, headers: h.employee });
  expect(versions.headers['x-total-count']).toBe('2');
  expect(versions.json().data).toEqual([expect.objectContaining({ version: 2, publishedBy: 'admin', restoredFrom: null })]);

  // Nothing left to publish.
  const again = await h.call({ method: 'POST', url: `/api/sites/${site.id}/publish`, headers: h.admin, payload: {} });
  expect(again.statusCode).toBe(409);
  expect(errorsOf(again)).toEqual([{ message: websiteContentTexts.noDraft }]);
});

test('rolling back publishes an earlier version as a new one', async () => {
  const site = await createSite('Erste');
  await saveDraft(site.id, page('Zweite', site.path));
  await h.call({ method: 'POST', url: `/api/sites/${site.id}/publish`, headers: h.admin, payload: {} });
  const version1 = await h.call({ method: 'GET', url: `/api/sites/${site.id}/versions/1`, headers: h.employee });
  expect(version1.json().data).toMatchObject({ version: 1, data: { title: 'Erste' } });

  const rollback = await h.call({ method: 'POST', url: `/api/sites/${site.id}/versions/1/rollback`, headers: h.admin });
  expect(rollback.statusCode).toBe(200);
  expect(rollback.json().data).toMatchObject({ version: 3 });
  expect(await publicTitle(site.id)).toBe('Erste');
  const list = await h.call({ method: 'GET', url: `/api/sites/${site.id}/versions`, headers: h.employee });
  expect(list.json().data.map((v: { version: number; restoredFrom: number | null }) => [v.version, v.restoredFrom])).toEqual([
    [3, 1],
    [2, null],
    [1, null],
  ]);
  const missing = await h.call({ method: 'POST', url: `/api/sites/${site.id}/versions/9/rollback`, headers: h.admin });
  expect(missing.statusCode).toBe(404);
});

test('a scheduled publication happens at its time (BullMQ delayed job); a cancelled one does not', async () => {
  const site = await createSite('Vorher');
  await saveDraft(site.id, page('Geplant', site.path));
  const past = await h.call({
    method: 'POST',
    url: `/api/sites/${site.id}/publish`,
    headers: h.admin,
    payload: { at: '2020-01-01T00:00:00Z' },
  });
  expect(past.statusCode).toBe(400);
  expect(errorsOf(past)).toEqual([{ message: websiteContentTexts.publishAtPast, field: 'at' }]);

  const at = new Date(Date.now() + 1500).toISOString();
  const scheduled = await h.call({ method: 'POST', url: `/api/sites/${site.id}/publish`, headers: h.admin, payload: { at } });
  expect(scheduled.json().data).toEqual({ site: null, version: null, scheduledAt: at });
  expect((await h.call({ method: 'GET', url: `/api/sites/${site.id}/draft`, headers: h.admin })).json().data.scheduledAt).toBe(at);
  expect(await publicTitle(site.id)).toBe('Vorher');
  await waitFor(async () => (await publicTitle(site.id)) === 'Geplant', 15_000, 200);

  const other = await createSite('Bleibt');
  await saveDraft(other.id, page('Abgesagt', other.path));
  await h.call({
    method: 'POST',
    url: `/api/sites/${other.id}/publish`,
    headers: h.admin,
    payload: { at: new Date(Date.now() + 800).toISOString() },
  });
  expect((await h.call({ method: 'DELETE', url: `/api/sites/${other.id}/publish`, headers: h.admin })).statusCode).toBe(204);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await publicTitle(other.id)).toBe('Bleibt');
});

test('staff guards: employees read, only admins write; visitors see no drafts', async () => {
  const site = await createSite('Schutz');
  expect((await saveDraft(site.id, page('x', site.path))).statusCode).toBe(200);
  expect(
    (await h.call({ method: 'PUT', url: `/api/sites/${site.id}/draft`, headers: h.employee, payload: page('y', site.path) })).statusCode,
  ).toBe(403);
  expect((await h.call({ method: 'GET', url: `/api/sites/${site.id}/draft` })).statusCode).toBe(401);
  expect((await h.call({ method: 'POST', url: `/api/sites/${site.id}/publish`, payload: {} })).statusCode).toBe(401);
  expect((await h.call({ method: 'GET', url: `/api/sites/999999/draft`, headers: h.admin })).statusCode).toBe(404);
});
