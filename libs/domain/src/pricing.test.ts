import {
  alternativeUnitPrices,
  basePrice,
  calculationModelFor,
  calculationModelLabel,
  CALCULATION_MODELS,
  formatPrice,
  itemUnitPrice,
  priceItem,
  pricePrefix,
  usesResellingPrice,
} from './pricing';
import { legacy, makeProduct, option, part } from './testing/fixtures';
import type { CartItem, Product } from './types';

describe('calculation models and their labels (storefront.md §9)', () => {
  it.each([
    ['fixed', 'Exakt', 'Fix', ''],
    ['approximate', 'Ungefähr', 'ca.', 'ca.'],
    ['minimum', 'Minimum', 'ab', 'ab'],
  ] as const)('%s: %s / %s', (model, label, short, prefix) => {
    expect(calculationModelLabel(model)).toEqual({ label, short });
    expect(pricePrefix(model)).toBe(prefix);
  });
  it('defaults to fixed', () => {
    expect(CALCULATION_MODELS).toEqual(['fixed', 'approximate', 'minimum']);
    expect(calculationModelLabel(null)).toEqual({ label: 'Exakt', short: 'Fix' });
    expect(pricePrefix(undefined)).toBe('');
  });
  it('formats prices de-DE with the prefix and the configured currency', () => {
    expect(formatPrice(12.5, 'approximate')).toBe('ca. 12,50\u00a0€');
    expect(formatPrice(12.5, 'minimum')).toBe('ab 12,50\u00a0€');
    expect(formatPrice(12.5, 'fixed')).toBe('12,50\u00a0€');
    expect(formatPrice(12.5)).toBe('12,50\u00a0€');
    expect(formatPrice(1234.5, 'fixed', 'CHF')).toBe('1.234,50\u00a0CHF');
  });
});

describe('reselling price: branch setting useResellingPrice (spec README)', () => {
  const product = makeProduct({ price: 10, content: { resellingPrice: 8.5 } });
  it.each([
    [true, 8.5, 8.5],
    [false, 8.5, 10],
    [true, null, 10],
    [true, 0, 10],
  ])('useResellingPrice %p, resellingPrice %p → %d', (use, reselling, expected) => {
    const p = makeProduct({ price: 10, content: { resellingPrice: reselling } });
    expect(basePrice(p, { useResellingPrice: use })).toBe(expected);
  });
  it('without a branch the price', () => {
    expect(basePrice(product)).toBe(10);
    expect(basePrice(product, null)).toBe(10);
    expect(usesResellingPrice(legacy(makeProduct(), { content: null }), { useResellingPrice: true })).toBe(false);
  });
});

describe('calculation model per unit', () => {
  const product = makeProduct({
    unit: 'kilogram',
    calculationModel: 'approximate',
    alternativeUnits: [
      { unit: 'piece', ratio: 0.25, calculationModel: 'fixed' },
      { unit: 'package', ratio: 1 },
    ],
  });
  it.each([
    ['kilogram', 'approximate'],
    ['gram', 'approximate'],
    ['piece', 'fixed'],
    ['package', 'approximate'],
    ['serving', 'approximate'],
  ])('%s → %s', (unit, model) => {
    expect(calculationModelFor(product, unit)).toBe(model);
  });
  it('an alternative unit governing by type uses its model; default fixed', () => {
    const p = makeProduct({
      unit: 'piece',
      calculationModel: undefined,
      alternativeUnits: [{ unit: 'kilogram', ratio: 4, calculationModel: 'minimum' }],
    });
    expect(calculationModelFor(p, 'gram')).toBe('minimum');
    expect(calculationModelFor(p, 'piece')).toBe('fixed');
    expect(calculationModelFor(makeProduct({ unit: 'piece', alternativeUnits: [{ unit: 'kilogram', ratio: 4 }] }), 'gram')).toBe('fixed');
  });
});

describe('alternative-unit prices of the product card', () => {
  it('price × ratio, rounded to cents, with the model', () => {
    const product = makeProduct({
      unit: 'kilogram',
      price: 19.99,
      calculationModel: 'approximate',
      alternativeUnits: [
        { unit: 'piece', ratio: 0.333 },
        { unit: 'package', ratio: 0.5, calculationModel: 'fixed' },
      ],
    });
    expect(alternativeUnitPrices(product)).toEqual([
      { unit: 'piece', price: 6.66, calculationModel: 'approximate' },
      { unit: 'package', price: 10, calculationModel: 'fixed' },
    ]);
    expect(alternativeUnitPrices(makeProduct({}))).toEqual([]);
    expect(alternativeUnitPrices(makeProduct({ alternativeUnits: [{ unit: 'pair', ratio: 2 }] }))[0].calculationModel).toBe('fixed');
  });
});

const menu: Product = makeProduct({
  id: 10,
  name: 'Grillteller',
  type: 'configurable',
  price: 12,
  unit: 'serving',
  config: {
    parts: [
      {
        type: 'select',
        name: 'Größe',
        options: [
          { name: 'Klein' },
          { name: 'Groß', modifier: 'add', value: 3 },
          { name: 'XXL', modifier: 'overwrite', value: 20 },
          { name: 'Kinder', modifier: 'subtract', value: 4 },
        ],
      },
      {
        type: 'multiselect',
        name: 'Beilagen',
        optional: true,
        options: [
          { name: 'Pommes', modifier: 'add', value: 2.5 },
          { name: 'Salat', modifier: 'add', value: 1.2 },
          { name: 'Ohne Sauce', modifier: 'subtract', value: 0.5 },
          { name: 'Ohne Aufpreis', modifier: null },
        ],
      },
      {
        type: 'addons',
        name: 'Extras',
        optional: true,
        options: [
          { name: 'Wurst', item: { amount: 1, unit: 'gram', product: { id: 2, price: 16, unit: 'kilogram' } } },
          { name: 'Brot', price: 0.8, unit: 'piece' },
          { name: 'Fleisch', item: { product: { id: 3, price: 30, unit: 'kilogram' } } },
        ],
      },
      { type: 'text', name: 'Hinweis', optional: true },
    ],
  },
});

function item(parts: CartItem['parts'], amount = 1, product: Product = menu): CartItem {
  return { product, amount, unit: product.unit, parts };
}

describe('item price of configurable products (storefront.md §9)', () => {
  it.each<[string, CartItem['parts'], number]>([
    ['no options', [{ value: null }], 12],
    ['option without modifier', [{ value: 'Klein' }], 12],
    ['add', [{ value: 'Groß' }], 15],
    ['subtract', [{ value: 'Kinder' }], 8],
    ['overwrite', [{ value: 'XXL' }], 20],
    ['overwrite then multiselect adds', [{ value: 'XXL' }, { values: ['Pommes', 'Salat'] }], 23.7],
    ['multiselect with subtract and no modifier', [{ value: 'Groß' }, { values: ['Ohne Sauce', 'Ohne Aufpreis'] }], 14.5],
    ['unknown option', [{ value: 'Riesig' }], 12],
    [
      'addon product price × converted amount (250 g of 16 €/kg)',
      [{ value: 'Klein' }, {}, { addons: [{ name: 'Wurst', amount: 250 }] }],
      16,
    ],
    ['addon with its own price and unit', [{ value: 'Klein' }, {}, { addons: [{ name: 'Brot', amount: 2 }] }], 13.6],
    ['addon product in the product unit', [{ value: 'Klein' }, {}, { addons: [{ name: 'Fleisch', amount: 0.1 }] }], 15],
    ['addon amount given in another unit', [{ value: 'Klein' }, {}, { addons: [{ name: 'Fleisch', amount: 100, unit: 'gram' }] }], 15],
    [
      'addons with 0 amount or unknown name add nothing',
      [
        { value: 'Klein' },
        {},
        {
          addons: [
            { name: 'Wurst', amount: 0 },
            { name: 'Käse', amount: 2 },
          ],
        },
      ],
      12,
    ],
    ['text step adds nothing', [{ value: 'Klein' }, {}, {}, { value: 'bitte scharf' }], 12],
    ['missing parts', null, 12],
  ])('%s → %d per unit', (_, parts, expected) => {
    expect(itemUnitPrice(item(parts))).toBe(expected);
  });

  it('the unit price never goes below 0', () => {
    const bare = makeProduct({
      price: 3,
      config: {
        parts: [
          { type: 'select', name: 'A' },
          { type: 'addons', name: 'B', options: [{ name: 'C', price: 2 }] },
        ],
      },
    });
    expect(itemUnitPrice(item([{ value: 'x' }, { addons: [{ name: 'C', amount: 2 }] }], 1, bare))).toBe(7);
    expect(itemUnitPrice(item([{ value: 'x' }, { addons: [{ name: 'C', amount: 2, unit: 'pair' }] }], 1, bare))).toBe(7);
    const cheap = makeProduct({
      price: 1,
      config: { parts: [{ type: 'select', name: 'Rabatt', options: [{ name: 'Gratis', modifier: 'subtract', value: 5 }] }] },
    });
    expect(itemUnitPrice(item([{ value: 'Gratis' }], 1, cheap))).toBe(0);
  });

  it('the last overwrite in step order wins; adds apply after overwrites', () => {
    const twice = makeProduct({
      price: 5,
      config: {
        parts: [
          { type: 'select', name: 'A', options: [{ name: 'a', modifier: 'add', value: 1 }] },
          { type: 'select', name: 'B', options: [{ name: 'b', modifier: 'overwrite', value: 7 }] },
          { type: 'select', name: 'C', options: [{ name: 'c', modifier: 'overwrite', value: 9 }] },
        ],
      },
    });
    expect(itemUnitPrice(item([{ value: 'a' }, { value: 'b' }, { value: 'c' }], 1, twice))).toBe(10);
  });

  it('uses the reselling price for the base and for addon products', () => {
    // The catalogue's addon snapshot (id, name, price, unit) carries no content; the rule
    // still honours a reselling price when a product object with content is given.
    const addonProduct = legacy({ id: 4, name: 'Y', price: 4, unit: 'piece' as const }, { content: { resellingPrice: 3 } });
    const options = [{ ...option({ name: 'Y' }), item: { amount: null, unit: null, product: addonProduct, parts: [] } }];
    const reselling = legacy(makeProduct({ price: 10, content: { resellingPrice: 9 } }), {
      config: { parts: [legacy(part({ type: 'addons', name: 'X' }), { options })] },
    });
    expect(itemUnitPrice(item([{ addons: [{ name: 'Y', amount: 1 }] }], 1, reselling), { useResellingPrice: true })).toBe(12);
    expect(itemUnitPrice(item([{ addons: [{ name: 'Y', amount: 1 }] }], 1, reselling), { useResellingPrice: false })).toBe(14);
  });
});

describe('priceItem: unit price × converted amount, VAT by order type', () => {
  const meat = makeProduct({
    unit: 'kilogram',
    price: 19.99,
    tax: 7,
    dineInTax: 19,
    takeawayTax: 7,
    calculationModel: 'approximate',
    alternativeUnits: [{ unit: 'piece', ratio: 0.25, calculationModel: 'fixed' }],
  });

  it('500 g of 19.99 €/kg = 10.00 € (9.995 rounded half up), approximate', () => {
    expect(priceItem({ product: meat, amount: 500, unit: 'gram' }, 'takeaway')).toEqual({
      unitPrice: 19.99,
      convertedAmount: 0.5,
      gross: 10,
      net: 9.3458,
      tax: 0.6542,
      taxRate: 7,
      calculationModel: 'approximate',
      isApproximate: true,
      isPriceHidden: false,
    });
  });

  it('3 pieces at ratio 0.25 = 0.75 kg = 14.99 €, fixed by the alternative unit, dine-in 19 %', () => {
    const result = priceItem({ product: meat, amount: 3, unit: 'piece' }, 'dineIn');
    expect(result).toMatchObject({ convertedAmount: 0.75, gross: 14.99, taxRate: 19, net: 12.5966, tax: 2.3934, isApproximate: false });
  });

  it('a configured item: (12 + 3) × 2 servings = 30 €', () => {
    expect(priceItem(item([{ value: 'Groß' }], 2), 'delivery')).toMatchObject({ unitPrice: 15, gross: 30, taxRate: 7 });
  });

  it('a default product: 10 € per piece', () => {
    expect(priceItem({ product: makeProduct(), amount: 1, unit: 'piece' }, 'dineIn')).toMatchObject({
      gross: 10,
      taxRate: 19,
      calculationModel: 'fixed',
    });
  });

  it('flags hidden prices', () => {
    expect(priceItem({ product: makeProduct({ isPriceHidden: true }), amount: 1, unit: 'piece' }, 'takeaway').isPriceHidden).toBe(true);
  });
});
