import { catalogTexts, fill, validationTexts } from '@asp/i18n';
import { errorsOf, startCatalog, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startCatalog();
});
afterAll(() => h?.close());

const post = (payload: object) => h.call({ method: 'POST', url: '/api/products', headers: h.admin, payload });

test('a configurable product with every kind of step round-trips', async () => {
  const category = await h.create('/api/categories', { name: 'Grill' });
  const salad = await h.create('/api/products', { name: 'Kartoffelsalat', price: 12.9, unit: 'kilogram', calculationModel: 'approximate' });
  const payload = {
    name: 'Grillpaket',
    type: 'configurable',
    price: 29.9,
    unit: 'package',
    isStepByStep: true,
    alternativeUnits: [{ unit: 'piece', ratio: 1, minimumQuantity: 1, quantityStepSize: 1 }],
    isLeadTimeEnabled: true,
    leadTimeValue: 1,
    leadTimeType: 'days',
    config: {
      parts: [
        {
          type: 'select',
          name: 'Größe',
          options: [
            { name: 'Klein', modifier: 'overwrite', value: 29.9 },
            { name: 'Groß', modifier: 'overwrite', value: 69.9 },
          ],
        },
        {
          type: 'multiselect',
          name: 'Marinade',
          options: [
            { name: 'Kräuter', modifier: 'add', value: 0 },
            { name: 'Knoblauch', modifier: 'add', value: 1 },
          ],
        },
        {
          type: 'addons',
          name: 'Beilagen',
          optional: true,
          options: [
            {
              name: 'Kartoffelsalat',
              price: 12.9,
              unit: 'kilogram',
              item: { amount: 0.5, unit: 'kilogram', product: { id: salad.id, name: 'Kartoffelsalat', price: 12.9, unit: 'kilogram' } },
            },
          ],
        },
        { type: 'text', name: 'Wunschtext', optional: true },
        { type: 'textarea', name: 'Anmerkungen', optional: true },
        { type: 'images', name: 'Foto für die Torte', optional: true },
      ],
    },
    content: {
      categories: [category.id],
      resellingPrice: 27.9,
      date: '2030-06-01',
      configurator: { isEnabled: true, options: ['Kräuter'] },
    },
  };
  const response = await post(payload);
  expect(response.statusCode).toBe(201);
  const product = response.json().data;
  expect(product).toMatchObject({
    name: 'Grillpaket',
    type: 'configurable',
    price: 29.9,
    unit: 'package',
    isPublic: true,
    isEnabled: true,
    tax: 7,
    dineInTax: null,
    takeawayTax: null,
    calculationModel: 'fixed',
    schedule: null,
    leadTimeType: 'days',
    content: { showAmount: true, categories: [category.id], resellingPrice: 27.9, date: '2030-06-01', allergens: '' },
  });
  expect(product.config.parts.map((part: { type: string }) => part.type)).toEqual([
    'select',
    'multiselect',
    'addons',
    'text',
    'textarea',
    'images',
  ]);
  expect(product.config.parts[0]).toEqual({
    type: 'select',
    name: 'Größe',
    description: '',
    optional: false,
    options: [
      { name: 'Klein', modifier: 'overwrite', value: 29.9, price: null, unit: null, item: null },
      { name: 'Groß', modifier: 'overwrite', value: 69.9, price: null, unit: null, item: null },
    ],
  });
  expect(product.config.parts[2].options[0].item).toEqual({
    amount: 0.5,
    unit: 'kilogram',
    product: { id: salad.id, name: 'Kartoffelsalat', price: 12.9, unit: 'kilogram' },
    parts: [],
  });
  expect(product.alternativeUnits).toEqual([
    { unit: 'piece', ratio: 1, calculationModel: null, minimumQuantity: 1, maximumQuantity: null, quantityStepSize: 1 },
  ]);

  // The addon's product and the category are now in use.
  const deleteSalad = await h.call({ method: 'DELETE', url: `/api/products/${salad.id}`, headers: h.admin });
  expect(deleteSalad.statusCode).toBe(409);
  expect(errorsOf(deleteSalad)).toEqual([{ message: fill(catalogTexts.productUsedAsAddon, { name: 'Grillpaket' }) }]);
  const deleteCategory = await h.call({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: h.admin });
  expect(errorsOf(deleteCategory)).toEqual([{ message: fill(catalogTexts.categoryOfProduct, { name: 'Grillpaket' }) }]);
});

test('invalid products answer 400 with German messages', async () => {
  const negative = await post({ name: 'Bratwurst', price: -1 });
  expect(negative.statusCode).toBe(400);
  expect(errorsOf(negative)).toEqual([{ message: fill(validationTexts.tooSmall, { limit: '0' }), field: 'price' }]);

  const unknownType = await post({ name: 'Bratwurst', price: 1.6, type: 'gutschein' });
  expect(errorsOf(unknownType)).toEqual([{ message: 'Sie haben einen ungültigen Wert ausgewählt.', field: 'type' }]);

  const noPrice = await post({ name: 'Bratwurst' });
  expect(errorsOf(noPrice)).toEqual([{ message: validationTexts.blank, field: 'price' }]);

  const textPrice = await post({ name: 'Bratwurst', price: 'teuer' });
  expect(errorsOf(textPrice)).toEqual([{ message: validationTexts.number, field: 'price' }]);

  const badPart = await post({ name: 'Platte', price: 20, config: { parts: [{ type: 'slider', name: 'Größe' }] } });
  expect(errorsOf(badPart)).toEqual([{ message: validationTexts.choice, field: 'config.parts[0].type' }]);

  const badModifier = await post({
    name: 'Platte',
    price: 20,
    config: { parts: [{ type: 'select', name: 'Größe', options: [{ name: 'X', modifier: 'multiply', value: 2 }] }] },
  });
  expect(errorsOf(badModifier)).toEqual([{ message: validationTexts.choice, field: 'config.parts[0].options[0].modifier' }]);

  const badTax = await post({ name: 'Bratwurst', price: 1.6, tax: 120 });
  expect(errorsOf(badTax)).toEqual([{ message: fill(validationTexts.tooLarge, { limit: '100' }), field: 'tax' }]);

  const badSchedule = await post({ name: 'Tagesessen', price: 9.5, schedule: [{ type: 'monday', from: '11:00', to: '14:60' }] });
  expect(errorsOf(badSchedule)).toEqual([{ message: validationTexts.time, field: 'schedule[0].to' }]);
});

test('unit codes come from the unit catalogue; minimum may not exceed maximum', async () => {
  const response = await post({
    name: 'Leberkäse',
    price: 0.0199,
    unit: 'pfund',
    defaultUnit: 'kilogram',
    minimumQuantity: 500,
    maximumQuantity: 100,
    alternativeUnits: [{ unit: 'zentner', ratio: 50000 }],
  });
  expect(response.statusCode).toBe(400);
  // Unit codes are part of the schema (libs/contracts units), so they are refused first.
  expect(errorsOf(response)).toEqual([
    { message: validationTexts.choice, field: 'unit' },
    { message: validationTexts.choice, field: 'alternativeUnits[0].unit' },
  ]);
  const range = await post({ name: 'Leberkäse', price: 0.0199, unit: 'kilogram', minimumQuantity: 500, maximumQuantity: 100 });
  expect(range.statusCode).toBe(400);
  expect(errorsOf(range)).toEqual([{ message: fill(validationTexts.tooLarge, { limit: '100' }), field: 'minimumQuantity' }]);
});

test('net quantity of a piece (base price, PAngV): weight or volume only, German messages', async () => {
  const butter = await post({ name: 'Kräuterbutter', price: 2.5, unit: 'piece', netQuantity: { amount: 125, unit: 'gram' } });
  expect(butter.statusCode).toBe(201);
  expect(butter.json().data.netQuantity).toEqual({ amount: 125, unit: 'gram' });
  const none = await post({ name: 'Bratwurst', price: 1.6 });
  expect(none.json().data.netQuantity).toBeNull();

  const piecesAsQuantity = await post({ name: 'Eier', price: 3, netQuantity: { amount: 6, unit: 'piece' } });
  expect(piecesAsQuantity.statusCode).toBe(400);
  expect(errorsOf(piecesAsQuantity)).toEqual([{ message: validationTexts.choice, field: 'netQuantity.unit' }]);
  const zero = await post({ name: 'Kräuterbutter', price: 2.5, netQuantity: { amount: 0, unit: 'gram' } });
  expect(errorsOf(zero)).toEqual([{ message: fill(validationTexts.greaterThan, { limit: '0' }), field: 'netQuantity.amount' }]);
  const blank = await post({ name: 'Kräuterbutter', price: 2.5, netQuantity: { unit: 'gram' } });
  expect(errorsOf(blank)).toEqual([{ message: validationTexts.blank, field: 'netQuantity.amount' }]);
  const text = await post({ name: 'Kräuterbutter', price: 2.5, netQuantity: { amount: 'viel', unit: 'gram' } });
  expect(errorsOf(text)).toEqual([{ message: validationTexts.number, field: 'netQuantity.amount' }]);
});

test('unknown categories and addon products answer 422', async () => {
  const response = await post({
    name: 'Vesperplatte',
    price: 24.9,
    content: { categories: [424242] },
    config: {
      parts: [
        {
          type: 'addons',
          name: 'Extras',
          options: [{ name: 'Landjäger', item: { amount: 1, product: { id: 515151, price: 3.4, unit: 'pair' } } }],
        },
      ],
    },
  });
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual([
    { message: catalogTexts.unknownCategory, field: 'content.categories[0]' },
    { message: catalogTexts.unknownProduct, field: 'config.parts[0].options[0].item.product.id' },
  ]);
});

test('anonymous callers see public products only (disabled public ones too); staff see all', async () => {
  const visible = await h.create('/api/products', { name: 'Weißwurst', price: 1.9 });
  const unavailable = await h.create('/api/products', { name: 'Wildschweinbratwurst', price: 2.2, isEnabled: false });
  const internal = await h.create('/api/products', { name: 'Personalessen', price: 4.5, isPublic: false });

  const anonymous = (await h.call({ method: 'GET', url: '/api/products' })).json().data.map((p: { id: number }) => p.id);
  expect(anonymous).toEqual(expect.arrayContaining([visible.id, unavailable.id]));
  expect(anonymous).not.toContain(internal.id);
  const staff = (await h.call({ method: 'GET', url: '/api/products', headers: h.employee })).json().data.map((p: { id: number }) => p.id);
  expect(staff).toContain(internal.id);

  const direct = await h.call({ method: 'GET', url: `/api/products/${internal.id}` });
  expect(direct.statusCode).toBe(404);
  expect((await h.call({ method: 'GET', url: `/api/products/${internal.id}`, headers: h.admin })).json().data.name).toBe('Personalessen');
});

test('a product in a menu cannot be deleted', async () => {
  const branch = await h.create('/api/branches', { identifier: 'konstanz', name: 'Konstanz' });
  const category = await h.create('/api/categories', { name: 'Wurst' });
  const product = await h.create('/api/products', { name: 'Landjäger', price: 3.4, unit: 'pair' });
  await h.create('/api/menus', {
    name: 'Sortiment Konstanz',
    branches: [branch.id],
    catalog: [{ id: category.id, products: [product.id] }],
  });
  const response = await h.call({ method: 'DELETE', url: `/api/products/${product.id}`, headers: h.admin });
  expect(response.statusCode).toBe(409);
  expect(errorsOf(response)).toEqual([{ message: fill(catalogTexts.productInMenu, { name: 'Sortiment Konstanz' }) }]);
  expect((await h.call({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(200);
});
