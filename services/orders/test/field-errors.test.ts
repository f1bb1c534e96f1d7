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
