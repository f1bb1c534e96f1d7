import fc from 'fast-check';
import { legacy, makeProduct } from './testing/fixtures';
import {
  availableUnits,
  canDecreaseQuantity,
  canIncreaseQuantity,
  changeQuantityUnit,
  convertProductAmount,
  convertToProductUnit,
  decreaseQuantity,
  findAlternativeUnit,
  getQuantityLimits,
  increaseQuantity,
  initialQuantity,
  isNormalizedQuantity,
  normalizeQuantity,
  normalizeQuantityInput,
  parseQuantityInput,
  type QuantityLimits,
} from './quantity';

describe('parseQuantityInput: comma or dot, empty or invalid becomes 0 (storefront.md §5)', () => {
  it.each<[string | number | null | undefined, number]>([
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['2', 2],
    [' 3 ', 3],
    ['0,25', 0.25],
    [',5', 0.5],
    ['.5', 0.5],
    ['2,', 2],
    ['-1', -1],
    ['+4', 4],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['1,2,3', 0],
    ['1.000,5', 0],
    ['1e3', 0],
    [null, 0],
    [undefined, 0],
    [2.5, 2.5],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%p → %p', (input, expected) => {
    expect(parseQuantityInput(input)).toBe(expected);
  });
});

describe('normalizeQuantity (storefront.md §5)', () => {
  const limits: QuantityLimits = { minimum: 1, maximum: 10, step: 0.5 };
  it.each([
    [0, 1, 'below the minimum: clamped to the minimum'],
    [-3, 1, 'negative: the minimum'],
    [1, 1, 'exact minimum'],
    [1.2, 1, 'below half a step above the minimum: the minimum'],
    [1.24, 1, 'just below half a step'],
    [1.25, 1.5, 'exactly half a step rounds up to the next step'],
    [1.5, 1.5, 'on a step'],
    [1.7, 1.5, 'snaps to the nearest step'],
    [1.8, 2, 'snaps up to the nearest step'],
    [9.9, 10, 'snapping reaches the maximum'],
    [10, 10, 'exact maximum'],
    [12, 10, 'above the maximum: the maximum'],
  ])('%d → %d (%s)', (amount, expected) => {
    expect(normalizeQuantity(amount, limits)).toBe(expected);
  });

  it('snaps steps of decimal sizes exactly (no 0.30000000000000004)', () => {
    expect(normalizeQuantity(0.3, { minimum: 0.1, maximum: null, step: 0.1 })).toBe(0.3);
    expect(normalizeQuantity(0.35, { minimum: 0.1, maximum: null, step: 0.1 })).toBe(0.4);
    expect(normalizeQuantity(0.7, { minimum: 0, maximum: null, step: 0.1 })).toBe(0.7);
  });

  it('without a step keeps the amount within bounds', () => {
    expect(normalizeQuantity(3.33, { minimum: 1, maximum: null, step: null })).toBe(3.33);
    expect(normalizeQuantity(0.5, { minimum: 1, maximum: null, step: null })).toBe(1);
  });

  it('a maximum not on the step grid: at or above it the maximum, a snap above it the maximum', () => {
    const offGrid: QuantityLimits = { minimum: 0, maximum: 4, step: 3 };
    expect(normalizeQuantity(4, offGrid)).toBe(4);
    expect(normalizeQuantity(3.4, offGrid)).toBe(3);
    const tiny: QuantityLimits = { minimum: 0, maximum: 2, step: 3 };
    expect(normalizeQuantity(1.6, tiny)).toBe(2);
  });

  it('0 and an invalid number become the minimum', () => {
    expect(normalizeQuantity(0, { minimum: 0, maximum: null, step: 1 })).toBe(0);
    expect(normalizeQuantity(Number.NaN, { minimum: 2, maximum: null, step: 1 })).toBe(2);
  });

  it('isNormalizedQuantity', () => {
    expect(isNormalizedQuantity(1.5, limits)).toBe(true);
    expect(isNormalizedQuantity(1.6, limits)).toBe(false);
  });
});

describe('normalizeQuantity invariants (property-based)', () => {
  const limitsArb = fc
    .record({
      minimum: fc.integer({ min: 0, max: 1000 }).map((n) => n / 100),
      step: fc.integer({ min: 1, max: 500 }).map((n) => n / 100),
      span: fc.option(
        fc.integer({ min: 0, max: 5000 }).map((n) => n / 100),
        { nil: null },
      ),
    })
    .map(({ minimum, step, span }) => ({ minimum, step, maximum: span === null ? null : Number((minimum + span).toFixed(2)) }));
  const amountArb = fc.double({ min: -100, max: 200, noNaN: true });

  it('is always within bounds and on a step (or the maximum)', () => {
    fc.assert(
      fc.property(limitsArb, amountArb, (limits, amount) => {
        const value = normalizeQuantity(amount, limits);
        expect(value).toBeGreaterThanOrEqual(limits.minimum);
        if (limits.maximum !== null) expect(value).toBeLessThanOrEqual(limits.maximum);
        if (value !== limits.maximum) {
          const steps = (value - limits.minimum) / limits.step;
          expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(limitsArb, amountArb, (limits, amount) => {
        const once = normalizeQuantity(amount, limits);
        expect(normalizeQuantity(once, limits)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('increase and decrease stay normalised', () => {
    fc.assert(
      fc.property(limitsArb, amountArb, (limits, amount) => {
        const value = normalizeQuantity(amount, limits);
        const up = increaseQuantity(value, limits);
        const down = decreaseQuantity(value, limits);
        expect(normalizeQuantity(up, limits)).toBe(up);
        expect(normalizeQuantity(down, limits)).toBe(down);
        expect(up).toBeGreaterThanOrEqual(value);
        expect(down).toBeLessThanOrEqual(value);
      }),
      { numRuns: 300 },
    );
  });
});

describe('decrease and increase buttons (storefront.md §5)', () => {
  const limits: QuantityLimits = { minimum: 1, maximum: 3, step: 0.5 };
  it.each([
    [1, false, true],
    [1.5, true, true],
    [3, true, false],
  ])('at %d: decrease %p, increase %p', (amount, down, up) => {
    expect(canDecreaseQuantity(amount, limits)).toBe(down);
    expect(canIncreaseQuantity(amount, limits)).toBe(up);
  });

  it('increase without a maximum is always enabled', () => {
    expect(canIncreaseQuantity(1e6, { minimum: 0, maximum: null, step: 1 })).toBe(true);
  });

  it('steps up and down', () => {
    expect(increaseQuantity(1, limits)).toBe(1.5);
    expect(increaseQuantity(2.5, limits)).toBe(3);
    expect(increaseQuantity(3, limits)).toBe(3);
    expect(decreaseQuantity(3, limits)).toBe(2.5);
    expect(decreaseQuantity(1.5, limits)).toBe(1);
    expect(decreaseQuantity(1, limits)).toBe(1);
    expect(decreaseQuantity(0.5, limits)).toBe(1);
  });

  it('an off-grid maximum steps down to the grid', () => {
    const offGrid: QuantityLimits = { minimum: 0, maximum: 4, step: 3 };
    expect(decreaseQuantity(4, offGrid)).toBe(3);
    expect(increaseQuantity(3, offGrid)).toBe(4);
  });

  it('without a step moves by 1', () => {
    const free: QuantityLimits = { minimum: 0, maximum: null, step: null };
    expect(increaseQuantity(2.5, free)).toBe(3);
    expect(decreaseQuantity(2.5, free)).toBe(2);
  });
});

describe('units of a product and conversion to the product unit', () => {
  const sausage = makeProduct({
    unit: 'kilogram',
    price: 20,
    minimumQuantity: 0.2,
    maximumQuantity: 5,
    quantityStepSize: 0.1,
    alternativeUnits: [{ unit: 'piece', ratio: 0.25, minimumQuantity: 1, maximumQuantity: 20, quantityStepSize: 1 }],
  });

  it('offers the product unit then the alternative units', () => {
    expect(availableUnits(legacy(makeProduct({ unit: 'gram' }), { alternativeUnits: null }))).toEqual(['gram']);
    expect(availableUnits(sausage)).toEqual(['kilogram', 'piece']);
    expect(availableUnits(makeProduct({ unit: 'piece', alternativeUnits: [{ unit: 'piece', ratio: 1 }] }))).toEqual(['piece']);
  });

  it('finds the governing alternative unit by unit, then by type', () => {
    expect(findAlternativeUnit(sausage, 'piece')?.unit).toBe('piece');
    expect(findAlternativeUnit(sausage, 'serving')).toBeUndefined();
    const byType = makeProduct({ unit: 'piece', alternativeUnits: [{ unit: 'kilogram', ratio: 4 }] });
    expect(findAlternativeUnit(byType, 'gram')?.unit).toBe('kilogram');
    expect(findAlternativeUnit(legacy(makeProduct(), { alternativeUnits: null }), 'gram')).toBeUndefined();
  });

  it.each([
    [0.5, 'kilogram', 0.5],
    [500, 'gram', 0.5],
    [2, 'piece', 0.5],
    [3, 'serving', 3],
  ])('%d %s of a kg product is %d kg', (amount, unit, expected) => {
    expect(convertToProductUnit(sausage, amount, unit)).toBe(expected);
  });

  it('converts via an alternative unit of a matching type (grams of a kg alternative)', () => {
    const piece = makeProduct({ unit: 'piece', alternativeUnits: [{ unit: 'kilogram', ratio: 4 }] });
    expect(convertToProductUnit(piece, 500, 'gram')).toBe(2);
    expect(convertProductAmount(piece, 2, 'piece', 'gram')).toBe(500);
  });

  it('ignores a zero ratio', () => {
    const broken = legacy(makeProduct({ unit: 'kilogram' }), { alternativeUnits: [{ unit: 'piece', ratio: 0 }] });
    expect(convertToProductUnit(broken, 3, 'piece')).toBe(3);
    expect(convertProductAmount(broken, 3, 'kilogram', 'piece')).toBe(3);
  });

  it.each([
    [2, 'piece', 'kilogram', 0.5],
    [0.5, 'kilogram', 'piece', 2],
    [750, 'gram', 'piece', 3],
    [1, 'kilogram', 'gram', 1000],
    [1, 'kilogram', 'kilogram', 1],
    [2, 'piece', 'gram', 500],
  ])('convertProductAmount %d %s → %d %s', (amount, from, to, expected) => {
    expect(convertProductAmount(sausage, amount, from, to)).toBe(expected);
  });

  it('limits in the product unit and in a same-type unit (converted by factor)', () => {
    expect(getQuantityLimits(sausage, 'kilogram')).toEqual({ minimum: 0.2, maximum: 5, step: 0.1 });
    expect(getQuantityLimits(sausage, 'gram')).toEqual({ minimum: 200, maximum: 5000, step: 100 });
  });

  it('limits in an alternative unit use the alternative-unit settings', () => {
    expect(getQuantityLimits(sausage, 'piece')).toEqual({ minimum: 1, maximum: 20, step: 1 });
  });

  it('alternative settings not set fall back to the product settings through the ratio', () => {
    const partial = makeProduct({
      unit: 'kilogram',
      minimumQuantity: 0.5,
      maximumQuantity: null,
      quantityStepSize: 0.25,
      alternativeUnits: [{ unit: 'piece', ratio: 0.25 }],
    });
    expect(getQuantityLimits(partial, 'piece')).toEqual({ minimum: 2, maximum: null, step: 1 });
  });

  it('an alternative unit of the matching type converts its settings by factor', () => {
    const byWeight = makeProduct({
      unit: 'piece',
      alternativeUnits: [{ unit: 'kilogram', ratio: 4, minimumQuantity: 0.5, maximumQuantity: 2, quantityStepSize: 0.25 }],
    });
    expect(getQuantityLimits(byWeight, 'gram')).toEqual({ minimum: 500, maximum: 2000, step: 250 });
  });

  it('a unit without settings or alternative: the product values as they are; none set: minimum 0', () => {
    expect(getQuantityLimits(makeProduct({ minimumQuantity: 2, quantityStepSize: 2 }), 'serving')).toEqual({
      minimum: 2,
      maximum: null,
      step: 2,
    });
    expect(getQuantityLimits(makeProduct({}), 'piece')).toEqual({ minimum: 0, maximum: null, step: null });
  });

  it('a maximum below the minimum is ignored', () => {
    expect(getQuantityLimits(makeProduct({ minimumQuantity: 5, maximumQuantity: 2 }), 'piece')).toEqual({
      minimum: 5,
      maximum: null,
      step: null,
    });
  });

  it('changing the unit converts and re-normalises', () => {
    expect(changeQuantityUnit(sausage, 1, 'kilogram', 'gram')).toBe(1000);
    expect(changeQuantityUnit(sausage, 1, 'kilogram', 'piece')).toBe(4);
    expect(changeQuantityUnit(sausage, 0.6, 'kilogram', 'piece')).toBe(2);
    expect(changeQuantityUnit(sausage, 30, 'piece', 'kilogram')).toBe(5);
    expect(changeQuantityUnit(sausage, 3, 'piece', 'kilogram')).toBe(0.8);
  });

  it('normalises typed input in a unit', () => {
    expect(normalizeQuantityInput(sausage, '0,45', 'kilogram')).toBe(0.5);
    expect(normalizeQuantityInput(sausage, '', 'kilogram')).toBe(0.2);
    expect(normalizeQuantityInput(sausage, '249', 'gram')).toBe(200);
    expect(normalizeQuantityInput(sausage, '250', 'gram')).toBe(300);
  });
});

describe('initialQuantity (storefront.md §5)', () => {
  it('defaultQuantity with defaultUnit when both are set', () => {
    expect(initialQuantity(makeProduct({ unit: 'kilogram', minimumQuantity: 0.2, defaultQuantity: 4, defaultUnit: 'piece' }))).toEqual({
      amount: 4,
      unit: 'piece',
    });
  });
  it('otherwise minimumQuantity in the product unit', () => {
    expect(initialQuantity(makeProduct({ unit: 'kilogram', minimumQuantity: 0.2, defaultQuantity: 4, defaultUnit: null }))).toEqual({
      amount: 0.2,
      unit: 'kilogram',
    });
    expect(initialQuantity(makeProduct({ unit: 'kilogram', minimumQuantity: 0.2, defaultQuantity: null, defaultUnit: 'piece' }))).toEqual({
      amount: 0.2,
      unit: 'kilogram',
    });
  });
  it('1 when no minimum is set', () => {
    expect(initialQuantity(makeProduct({ minimumQuantity: null }))).toEqual({ amount: 1, unit: 'piece' });
    expect(initialQuantity(legacy(makeProduct(), { minimumQuantity: 0 }))).toEqual({ amount: 1, unit: 'piece' });
  });
});
