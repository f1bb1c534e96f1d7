import { readSse, startSignage, waitUntil, catalogProduct, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startSignage();
});
afterAll(() => h?.close());

const post = (url: string, payload: unknown = {}) => h.call({ method: 'POST', url, headers: h.admin, payload: payload as object });
const WURST = 3;
const GRILL = 4;

async function products(player: string) {
  const playlist = (await h.call({ method: 'GET', url: player })).json().data;
  return playlist.segments[0]?.menuBoard;
}

test('a menu board shows its category from the catalogue events; a price change and a sold-out mark are pushed to the TVs showing it', async () => {
  await h.publishCatalogEvent('catalog.category.created', { id: WURST, data: { id: WURST, name: 'Wurst', parent: null, position: 0 } });
  await h.publishCatalogEvent('catalog.product.created', {
    id: 11,
    data: catalogProduct(11, { name: 'Bratwurst', price: 1.8, unit: 'piece', content: { categories: [WURST] } }),
  });
  await h.publishCatalogEvent('catalog.product.created', {
    id: 12,
    data: catalogProduct(12, { name: 'Aufschnitt', price: 24.9, unit: 'kilogram', content: { categories: [WURST, GRILL] } }),
  });
  await h.publishCatalogEvent('catalog.product.created', {
    id: 13,
    data: catalogProduct(13, { name: 'Steak', content: { categories: [GRILL] } }),
  });
  await h.publishCatalogEvent('catalog.product.created', {
    id: 14,
    data: catalogProduct(14, { name: 'Alte Wurst', isEnabled: false, content: { categories: [WURST] } }),
  });

  const board = (
    await post('/api/digital-signage-segments', { name: 'Wursttafel', kind: 'menu-board', duration: 20, menuBoard: { category: WURST } })
  ).json().data.id;
  const stream = (await post('/api/digital-signage-streams', { name: 'Theke', entries: [{ segment: board }] })).json().data.id;
  const tv = (await post('/api/digital-signage-devices', { identifier: 'tv-theke', name: 'Theke', branch: 1, stream })).json().data;
  const other = (await post('/api/digital-signage-devices', { identifier: 'tv-bodman', name: 'Bodman', branch: 2, stream })).json().data;
  const key = (await post(`/api/digital-signage-devices/${tv.id}/key`)).json().data.key;
  const otherKey = (await post(`/api/digital-signage-devices/${other.id}/key`)).json().data.key;
  const player = `/api/digital-signage-devices/player/tv-theke/${key}`;
  const otherPlayer = `/api/digital-signage-devices/player/tv-bodman/${otherKey}`;

  const deadline = Date.now() + 10_000;
  while ((await products(player))?.products.length !== 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(await products(player)).toEqual({
    category: WURST,
    title: 'Wurst',
    layout: 'list',
    showSoldOut: true,
    products: [
      expect.objectContaining({ id: 12, name: 'Aufschnitt', price: 24.9, unit: 'kilogram', soldOut: false }),
      expect.objectContaining({ id: 11, name: 'Bratwurst', price: 1.8, unit: 'piece', soldOut: false }),
    ],
  });

  const sse = readSse((await fetch(`${h.base}${player}/events`)).body!);
  const otherSse = readSse((await fetch(`${h.base}${otherPlayer}/events`)).body!);
  try {
    await waitUntil(() => sse.of('ready').length === 1 && otherSse.of('ready').length === 1);
    // A price change reaches every TV showing the category.
    await h.publishCatalogEvent('catalog.product.updated', {
      id: 11,
      data: catalogProduct(11, { name: 'Bratwurst', price: 1.95, unit: 'piece', content: { categories: [WURST] } }),
    });
    type Push = { segment: number; menuBoard: { products: Array<{ id: number; price: number; soldOut: boolean }> } };
    const priceOf = (frames: Array<{ data: unknown }>, id: number) =>
      frames.map((f) => (f.data as Push).menuBoard.products.find((p) => p.id === id)?.price);
    await waitUntil(() => priceOf(sse.of('menu-board'), 11).includes(1.95));
    await waitUntil(() => priceOf(otherSse.of('menu-board'), 11).includes(1.95));
    expect((sse.of('menu-board').at(-1)!.data as Push).segment).toBe(board);

    // Sold out at branch 1: only the Konstanz TV gets a push, its board marks the product.
    const before = otherSse.of('menu-board').length;
    await h.publishCatalogEvent('catalog.product-stock.changed', { product: 12, branch: 1, soldOut: true, dailyQuantity: null });
    await waitUntil(() => sse.of('menu-board').some((f) => (f.data as Push).menuBoard.products.find((p) => p.id === 12)?.soldOut === true));
    expect((await products(player)).products.find((p: { id: number }) => p.id === 12).soldOut).toBe(true);
    expect((await products(otherPlayer)).products.find((p: { id: number }) => p.id === 12).soldOut).toBe(false);

    // A product of another category and an unchanged re-delivery push nothing.
    await h.publishCatalogEvent('catalog.product.updated', {
      id: 13,
      data: catalogProduct(13, { name: 'Rumpsteak', content: { categories: [GRILL] } }),
    });
    await h.publishCatalogEvent('catalog.product.updated', {
      id: 11,
      data: catalogProduct(11, { name: 'Bratwurst', price: 1.95, unit: 'piece', content: { categories: [WURST] } }),
    });
    // A marker event after them: once its push arrived, the two before it have been handled.
    await h.publishCatalogEvent('catalog.category.updated', {
      id: WURST,
      data: { id: WURST, name: 'Wurst & Würstchen', parent: null, position: 0 },
    });
    await waitUntil(() =>
      otherSse.of('menu-board').some((f) => (f.data as { menuBoard: { title: string } }).menuBoard.title === 'Wurst & Würstchen'),
    );
    expect(otherSse.of('menu-board').length).toBe(before + 1);

    const subjects = await h.outboxSubjects();
    expect(subjects.filter((s) => s === 'signage.menu-board.changed').length).toBeGreaterThanOrEqual(4);
  } finally {
    await sse.cancel();
    await otherSse.cancel();
  }
});
