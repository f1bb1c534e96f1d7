import type { Product } from '@asp/contracts';
import { createdOrder, MONDAY_10, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

let h: Harness;
let shop: Shop;
let butter: Product;
beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
  butter = await h.catalog.product({
    name: 'Kräuterbutter',
    price: 2.5,
    unit: 'piece',
    tax: 7,
    netQuantity: { amount: 125, unit: 'gram' },
  });
  // A newer menu of the branch (the latest availableFrom wins) that offers the Kräuterbutter.
  const category = await h.catalog.category('Feinkost');
  await h.catalog.menu([shop.branch.id], [{ id: category.id, products: [butter.id, shop.bratwurst.id] }], '2020-01-01T00:00:00.000Z');
});
afterAll(() => h?.close());
beforeEach(() => {
  h.clock.now = MONDAY_10;
});

/** The receipt prints the base price (PAngV) of the day of the order: the net quantity travels with the line. */
describe('order items carry the net quantity as ordered', () => {
  test('a packaged product keeps its net quantity in the snapshot, a piece without one has none', async () => {
    const order = await createdOrder(
      h,
      orderBody(shop, {
        items: [
          { product: butter.id, amount: 2, unit: 'piece', parts: [] },
          { product: shop.bratwurst.id, amount: 1, unit: 'piece', parts: [] },
        ],
      }),
    );
    expect(order.items[0]).toMatchObject({
      product: { id: butter.id, name: 'Kräuterbutter', unit: 'piece', netQuantity: { amount: 125, unit: 'gram' } },
      unitPrice: 2.5,
      gross: 5,
    });
    expect(order.items[1].product).toEqual({ id: shop.bratwurst.id, name: 'Bratwurst', unit: 'piece' });
    const stored = await h.service.ctx.db.selectFrom('orders').select('data').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect((stored.data as { items: Array<{ product: unknown }> }).items[0].product).toMatchObject({
      netQuantity: { amount: 125, unit: 'gram' },
    });
  });
});
