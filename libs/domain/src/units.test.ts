import { formatMoney } from '@asp/i18n';
import {
  cartItemCount,
  cartLineCount,
  convertAmount,
  getUnit,
  isQuantityUnit,
  isSameUnitType,
  isUnitCode,
  unitLabel,
  UNITS,
  unitsOfType,
  unitType,
  UNIT_TYPES,
} from './units';

describe('unit catalogue (storefront.md §9)', () => {
  it.each([
    ['piece', 'Stk.', 'amount', 1],
    ['serving', 'Port.', 'serving', 1],
    ['pair', 'Paar', 'pair', 1],
    ['person', 'Pers.', 'person', 1],
    ['package', 'Pkg.', 'package', 1],
    ['gram', 'g', 'weight', 1],
    ['kilogram', 'kg', 'weight', 1000],
    ['milliliter', 'ml', 'volume', 1],
    ['centiliter', 'cl', 'volume', 10],
    ['deciliter', 'dl', 'volume', 100],
    ['liter', 'l', 'volume', 1000],
    ['millimeter', 'mm', 'length', 1],
    ['centimeter', 'cm', 'length', 10],
    ['decimeter', 'dm', 'length', 100],
    ['meter', 'm', 'length', 1000],
    ['kilometer', 'km', 'length', 1e6],
    ['square_millimeter', 'mm²', 'square', 1],
    ['square_centimeter', 'cm²', 'square', 100],
    ['square_decimeter', 'dm²', 'square', 1e4],
    ['square_meter', 'm²', 'square', 1e6],
    ['cubic_millimeter', 'mm³', 'cubic', 1],
    ['cubic_centimeter', 'cm³', 'cubic', 1e3],
    ['cubic_decimeter', 'dm³', 'cubic', 1e6],
    ['cubic_meter', 'm³', 'cubic', 1e9],
  ])('%s is %s of type %s with factor %d', (code, label, type, factor) => {
    expect(getUnit(code)).toEqual({ code, label, type, factor });
    expect(unitLabel(code)).toBe(label);
    expect(unitType(code)).toBe(type);
  });

  it('has 24 units and the 10 types of the spec', () => {
    expect(UNITS).toHaveLength(24);
    expect(UNIT_TYPES).toEqual(['amount', 'serving', 'pair', 'person', 'package', 'weight', 'volume', 'length', 'square', 'cubic']);
    expect(new Set(UNITS.map((u) => u.type))).toEqual(new Set(UNIT_TYPES));
  });

  it('knows unit codes', () => {
    expect(isUnitCode('kilogram')).toBe(true);
    expect(isUnitCode('pound')).toBe(false);
    expect(isUnitCode(3)).toBe(false);
    expect(getUnit(null)).toBeUndefined();
    expect(getUnit('')).toBeUndefined();
    expect(unitLabel('pound')).toBe('pound');
    expect(unitLabel(undefined)).toBe('');
    expect(unitType('pound')).toBeUndefined();
  });

  it('lists the units of a type', () => {
    expect(unitsOfType('weight').map((u) => u.code)).toEqual(['gram', 'kilogram']);
    expect(unitsOfType('volume').map((u) => u.label)).toEqual(['ml', 'cl', 'dl', 'l']);
  });
});

describe('convertAmount: between units of one type', () => {
  it.each([
    [1.5, 'kilogram', 'gram', 1500],
    [250, 'gram', 'kilogram', 0.25],
    [1, 'liter', 'centiliter', 100],
    [33, 'centiliter', 'liter', 0.33],
    [5, 'deciliter', 'milliliter', 500],
    [2.5, 'kilometer', 'meter', 2500],
    [30, 'centimeter', 'meter', 0.3],
    [1, 'square_meter', 'square_centimeter', 10000],
    [1, 'cubic_meter', 'cubic_decimeter', 1000],
    [0.1, 'kilogram', 'gram', 100],
    [0, 'kilogram', 'gram', 0],
  ])('%d %s = %d %s', (amount, from, to, expected) => {
    expect(convertAmount(amount, from, to)).toBe(expected);
  });

  it('leaves the amount unchanged across types, for the same unit and for unknown units', () => {
    expect(convertAmount(2, 'piece', 'kilogram')).toBe(2);
    expect(convertAmount(2, 'kilogram', 'kilogram')).toBe(2);
    expect(convertAmount(2, 'pound', 'gram')).toBe(2);
    expect(convertAmount(2, 'serving', 'piece')).toBe(2);
  });

  it('compares unit types', () => {
    expect(isSameUnitType('gram', 'kilogram')).toBe(true);
    expect(isSameUnitType('gram', 'liter')).toBe(false);
    expect(isSameUnitType('gram', 'pound')).toBe(false);
    expect(isSameUnitType(null, 'gram')).toBe(false);
  });
});

describe('cart counting: quantity-type units by amount, others 1 per line', () => {
  it.each([
    ['piece', 3, 3],
    ['serving', 2, 2],
    ['pair', 4, 4],
    ['person', 6, 6],
    ['package', 1, 1],
    ['kilogram', 2.5, 1],
    ['gram', 500, 1],
    ['liter', 3, 1],
    ['meter', 12, 1],
  ])('%s × %d counts %d', (unit, amount, count) => {
    expect(cartLineCount({ unit, amount })).toBe(count);
  });

  it('sums a cart', () => {
    expect(
      cartItemCount([
        { unit: 'piece', amount: 3 },
        { unit: 'gram', amount: 400 },
        { unit: 'serving', amount: 2 },
      ]),
    ).toBe(6);
    expect(cartItemCount([])).toBe(0);
  });

  it('knows quantity units', () => {
    expect(isQuantityUnit('piece')).toBe(true);
    expect(isQuantityUnit('kilogram')).toBe(false);
    expect(isQuantityUnit(undefined)).toBe(false);
  });

  it('formats money de-DE (sanity check of the shared formatter)', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0€');
  });
});
