import { checkoutErrorTexts, fill, validationTexts } from '@asp/i18n';
import { errorsOf, MONDAY_10, orderBody, placeOrder, seedShop, startOrders, type Harness, type Shop } from './helpers';

// Issue 18: one submit names every invalid field, each on its field path, in one answer —
// a length rule of the body no longer hides the checkout rules behind an early 400.
let h: Harness;
let shop: Shop;
beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
});
afterAll(() => h?.close());
beforeEach(() => {
  h.clock.now = MONDAY_10;
});

const tooLong = (limit: number) => fill(validationTexts.tooLong, { limit });

test('a too-long name, a wrong phone and a wrong e-mail come back together, each on its field', async () => {
  const response = await placeOrder(h, orderBody(shop, { firstName: 'M'.repeat(256), phone: '12', email: 'max-at-example' }));
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual([
    { field: 'firstName', message: tooLong(255) },
    { field: 'phone', message: checkoutErrorTexts.phoneInvalid },
    { field: 'email', message: checkoutErrorTexts.emailInvalid },
  ]);
});

test('too-long texts of the address and the comment are named with the other refusals', async () => {
  const response = await placeOrder(
    h,
    orderBody(shop, { zipCode: '7'.repeat(21), comment: 'x'.repeat(5001), lastName: ' ', legalInstructions: false }),
  );
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual(
    expect.arrayContaining([
      { field: 'zipCode', message: tooLong(20) },
      { field: 'comment', message: tooLong(5000) },
      { field: 'lastName', message: checkoutErrorTexts.lastName },
      { field: 'legalInstructions', message: checkoutErrorTexts.legalInstructions },
    ]),
  );
  expect(errorsOf(response)).toHaveLength(4);
});

test('a name at its limit is taken (trimmed like every text)', async () => {
  const response = await placeOrder(h, orderBody(shop, { firstName: ` ${'M'.repeat(255)} ` }));
  expect(response.statusCode).toBe(201);
});

describe('text steps of configured items within their limits (issue 18)', () => {
  const platteWith = (wish: string) => ({
    product: shop.platte.id,
    amount: 1,
    unit: 'piece' as const,
    parts: [{ value: 'Normal' }, { value: wish }],
  });

  test("a text step without limits in the product data takes at most the text default's 100 characters", async () => {
    const response = await placeOrder(h, orderBody(shop, { items: [platteWith('x'.repeat(101))], phone: '12' }));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      { field: 'phone', message: checkoutErrorTexts.phoneInvalid },
      {
        field: 'items[0].parts[1].value',
        message: fill(checkoutErrorTexts.itemTextTooLong, { step: 'Wunsch', name: 'Grillplatte', max: 100 }),
      },
    ]);
    expect((await placeOrder(h, orderBody(shop, { items: [platteWith('x'.repeat(100))] }))).statusCode).toBe(201);
  });

  test("the product's own minLength and maxLength are kept", async () => {
    const torte = await h.catalog.product({
      name: 'Torte',
      type: 'configurable',
      price: 30,
      unit: 'piece',
      tax: 7,
      config: { parts: [{ type: 'textarea', name: 'Aufschrift', minLength: 3, maxLength: 20 }] },
    });
    // A branch of its own: a branch orders from one menu.
    const branch = await h.catalog.branch();
    const category = await h.catalog.category('Torten');
    await h.catalog.menu([branch.id], [{ id: category.id, products: [torte.id] }]);
    const withText = (value: string) =>
      orderBody(shop, { branch: branch.id, items: [{ product: torte.id, amount: 1, unit: 'piece', parts: [{ value }] }] });

    const tooLong = await placeOrder(h, withText('x'.repeat(21)));
    expect(tooLong.statusCode).toBe(422);
    expect(errorsOf(tooLong)).toEqual([
      {
        field: 'items[0].parts[0].value',
        message: fill(checkoutErrorTexts.itemTextTooLong, { step: 'Aufschrift', name: 'Torte', max: 20 }),
      },
    ]);
    const tooShort = await placeOrder(h, withText('ab'));
    expect(errorsOf(tooShort)).toEqual([
      {
        field: 'items[0].parts[0].value',
        message: fill(checkoutErrorTexts.itemTextTooShort, { step: 'Aufschrift', name: 'Torte', min: 3 }),
      },
    ]);
    expect((await placeOrder(h, withText('x'.repeat(20)))).statusCode).toBe(201);
  });
});
