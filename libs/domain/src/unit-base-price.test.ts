import { formatMoney } from '@asp/i18n';
import { formatUnitBasePrice, MIN_BASE_PRICE_QUANTITY, productUnitBasePrice, unitBasePrice, unitBasePriceText } from './unit-base-price';

describe('base price per PAngV 2022 (1 kg / 1 l)', () => {
  it('gives the seeded Kräuterbutter (125 g for 2,50 €) 20,00 € / kg, not per 100 g', () => {
    const base = unitBasePrice({ price: 2.5, unit: 'piece', netQuantity: { amount: 125, unit: 'gram' } });
    expect(base).toEqual({ amount: 20, unit: 'kilogram', isSameAsPrice: false });
    expect(formatUnitBasePrice(base!)).toBe(`${formatMoney(20)} / kg`);
    expect(formatUnitBasePrice(base!)).toBe('20,00\u00a0€ / kg');
  });

  it.each([
    // Per gram: never '0,01 € / g', always per kg.
    [0.0199, 'gram', null, 19.9, 'kilogram', false],
    [0.0349, 'gram', null, 34.9, 'kilogram', false],
    // Per kg: the price itself (may be left out next to it, §4 (1)).
    [69.9, 'kilogram', null, 69.9, 'kilogram', true],
    // Volume units go to 1 l.
    [0.005, 'milliliter', null, 5, 'liter', false],
    [0.9, 'centiliter', null, 90, 'liter', false],
    [1.2, 'deciliter', null, 12, 'liter', false],
    [3.5, 'liter', null, 3.5, 'liter', true],
    // Piece-like units with a net quantity.
    [6.9, 'package', { amount: 400, unit: 'gram' }, 17.25, 'kilogram', false],
    [3.4, 'pair', { amount: 0.16, unit: 'kilogram' }, 21.25, 'kilogram', false],
    [2.2, 'piece', { amount: 33, unit: 'centiliter' }, 6.67, 'liter', false],
    [4.5, 'serving', { amount: 1, unit: 'kilogram' }, 4.5, 'kilogram', true],
    [1.99, 'piece', { amount: 0.75, unit: 'liter' }, 2.65, 'liter', false],
    [0.5, 'person', { amount: 2, unit: 'deciliter' }, 2.5, 'liter', false],
    [1, 'piece', { amount: 3, unit: 'milliliter' } as const, null, null, null],
  ] as const)('%p € per %s with net quantity %j → %p per %s', (price, unit, netQuantity, amount, reference, same) => {
    const base = unitBasePrice({ price, unit, netQuantity });
    if (amount === null) expect(base).toBeNull();
    else expect(base).toEqual({ amount, unit: reference, isSameAsPrice: same });
  });

  it('rounds to cents half up (1,00 € for 3 × 1/3 kg would be 3,00 € / kg)', () => {
    expect(unitBasePrice({ price: 1, unit: 'piece', netQuantity: { amount: 300, unit: 'gram' } })?.amount).toBe(3.33);
    expect(unitBasePrice({ price: 1, unit: 'piece', netQuantity: { amount: 800, unit: 'gram' } })?.amount).toBe(1.25);
    // 0,0125 € per gram is 12,50 € per kg exactly (no binary float error).
    expect(unitBasePrice({ price: 0.0125, unit: 'gram' })?.amount).toBe(12.5);
  });

  it('needs a base price from 10 g / 10 ml on; below that none', () => {
    expect(unitBasePrice({ price: 1, unit: 'piece', netQuantity: { amount: MIN_BASE_PRICE_QUANTITY, unit: 'gram' } })).toEqual({
      amount: 100,
      unit: 'kilogram',
      isSameAsPrice: false,
    });
    expect(unitBasePrice({ price: 1, unit: 'piece', netQuantity: { amount: 9.5, unit: 'gram' } })).toBeNull();
    expect(unitBasePrice({ price: 1, unit: 'piece', netQuantity: { amount: 0.9, unit: 'centiliter' } })).toBeNull();
  });

  it('has none without a net quantity, for other unit kinds or without a usable price', () => {
    expect(unitBasePrice({ price: 2.5, unit: 'piece' })).toBeNull();
    expect(unitBasePrice({ price: 2.5, unit: 'piece', netQuantity: null })).toBeNull();
    expect(unitBasePrice({ price: 2.5, unit: 'meter' })).toBeNull();
    expect(unitBasePrice({ price: 2.5, unit: 'square_meter', netQuantity: { amount: 1, unit: 'kilogram' } })).toBeNull();
    expect(unitBasePrice({ price: 2.5, unit: 'unbekannt' })).toBeNull();
    expect(unitBasePrice({ price: null, unit: 'kilogram' })).toBeNull();
    expect(unitBasePrice({ price: undefined, unit: 'kilogram' })).toBeNull();
    expect(unitBasePrice({ price: Number.NaN, unit: 'kilogram' })).toBeNull();
    expect(unitBasePrice({ price: -1, unit: 'kilogram' })).toBeNull();
    // A net quantity in a unit that is neither weight nor volume, or not positive, gives none.
    const odd = { amount: 2, unit: 'meter' } as unknown as { amount: number; unit: 'gram' };
    expect(unitBasePrice({ price: 2.5, unit: 'piece', netQuantity: odd })).toBeNull();
    expect(unitBasePrice({ price: 2.5, unit: 'piece', netQuantity: { amount: 0, unit: 'gram' } })).toBeNull();
    expect(unitBasePrice({ price: 2.5, unit: 'piece', netQuantity: { amount: Number.POSITIVE_INFINITY, unit: 'gram' } })).toBeNull();
  });

  it('a free product has a base price of 0,00 €', () => {
    expect(unitBasePriceText({ price: 0, unit: 'piece', netQuantity: { amount: 125, unit: 'gram' } })).toBe('0,00\u00a0€ / kg');
  });

  it('formats as text in the currency, null when none applies', () => {
    expect(unitBasePriceText({ price: 5.98, unit: 'piece', netQuantity: { amount: 0.5, unit: 'liter' } })).toBe('11,96\u00a0€ / l');
    expect(unitBasePriceText({ price: 2.5, unit: 'piece', netQuantity: { amount: 125, unit: 'gram' } }, 'CHF')).toBe(
      `${formatMoney(20, 'CHF')} / kg`,
    );
    expect(unitBasePriceText({ price: 2.5, unit: 'piece' })).toBeNull();
  });
});

describe('productUnitBasePrice', () => {
  const butter = {
    price: 2.5,
    unit: 'piece' as const,
    isPriceHidden: false,
    netQuantity: { amount: 125, unit: 'gram' as const },
    content: {
      resellingPrice: 2,
      showAmount: true,
      allergens: '',
      categories: [],
      date: null,
      configurator: { isEnabled: false, options: [] },
    },
  };

  it('uses the price at the branch (reselling price rule)', () => {
    expect(productUnitBasePrice(butter)?.amount).toBe(20);
    expect(productUnitBasePrice(butter, { useResellingPrice: false })?.amount).toBe(20);
    expect(productUnitBasePrice(butter, { useResellingPrice: true })?.amount).toBe(16);
  });

  it('gives none for a hidden price or a product without net quantity', () => {
    expect(productUnitBasePrice({ ...butter, isPriceHidden: true })).toBeNull();
    expect(productUnitBasePrice({ price: 1.6, unit: 'piece', isPriceHidden: false })).toBeNull();
    expect(productUnitBasePrice({ price: 0.0199, unit: 'gram', isPriceHidden: false })).toEqual({
      amount: 19.9,
      unit: 'kilogram',
      isSameAsPrice: false,
    });
  });
});
