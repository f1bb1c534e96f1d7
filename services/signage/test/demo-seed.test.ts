import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_TVS } from '../src/seed';
import { catalogProduct, startSignage, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startSignage({}, { seedDemoData: true });
});
afterAll(() => h?.close());

test('demo: two Konstanz TVs whose fixed keys open their playlist: the Wurst menu board, the image, the breakfast slide in the morning', async () => {
  const tvs = (await h.call({ method: 'GET', url: '/api/digital-signage-devices?sort=identifier', headers: h.admin })).json().data;
  expect(tvs.map((tv: { identifier: string; branch: number; hasKey: boolean }) => [tv.identifier, tv.branch, tv.hasKey])).toEqual([
    ['tv-konstanz-fenster', 1, true],
    ['tv-konstanz-theke', 1, true],
  ]);
  // The catalog's demo data: 'Wurst' is category 3.
  await h.publishCatalogEvent('catalog.category.created', { id: 3, data: { id: 3, name: 'Wurst', parent: null, position: 50 } });
  await h.publishCatalogEvent('catalog.product.created', {
    id: 7,
    data: catalogProduct(7, { name: 'Weißwurst', content: { categories: [3] } }),
  });
  for (const tv of DEMO_TVS) {
    const player = `/api/digital-signage-devices/player/${tv.identifier}/${tv.key}`;
    let playlist: { mode: string; segments: Array<{ kind: string; menuBoard: { products: unknown[] } | null }> } | null = null;
    const deadline = Date.now() + 10_000;
    do {
      playlist = (await h.call({ method: 'GET', url: player })).json().data;
    } while (!playlist?.segments[0]?.menuBoard?.products.length && Date.now() < deadline);
    expect(playlist!.mode).toBe('stream');
    // Wednesday 10:00 in Berlin: breakfast is still on.
    expect(playlist!.segments.map((segment) => segment.kind)).toEqual(['menu-board', 'image', 'html']);
    expect(playlist!.segments[0]!.menuBoard).toMatchObject({ title: 'Unsere Wurstspezialitäten', products: [{ name: 'Weißwurst' }] });
  }
});

test('npm start prints the same demo player addresses', () => {
  const start = readFileSync(path.resolve(__dirname, '../../../infra/dev/start.mjs'), 'utf8');
  for (const tv of DEMO_TVS) expect(start).toContain(`/signage/${tv.identifier}/${tv.key}`);
});
