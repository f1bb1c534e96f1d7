import fc from 'fast-check';
import { netFromGross, orderTypeFlags, orderTypeOf, splitGross, taxesByRate, taxLinesOf, taxRateFor } from './taxes';
import { legacy, makeProduct } from './testing/fixtures';
import { dec, roundMoney, roundTo, sum, sumMoney } from './money';

/** Decimal places of a number as written exactly (big.js keeps digits `c` and exponent `e`). */
function decimalPlaces(value: number): number {
  const d = dec(value);
  return Math.max(0, d.c.length - d.e - 1);
}

describe('VAT rate by order type (storefront.md §9)', () => {
  const product = makeProduct({ tax: 7, dineInTax: 19, takeawayTax: 2.5 });
  it.each([
    ['dineIn', 19],
    ['delivery', 7],
    ['takeaway', 2.5],
  ] as const)('%s uses %d %%', (type, rate) => {
    expect(taxRateFor(product, type)).toBe(rate);
  });
  it('dine-in and takeaway rates that are not set fall back to tax', () => {
    expect(taxRateFor(legacy(makeProduct(), { tax: undefined }), 'delivery')).toBe(0);
    const plain = makeProduct({ tax: 7, dineInTax: null, takeawayTax: undefined });
    expect(taxRateFor(plain, 'dineIn')).toBe(7);
    expect(taxRateFor(plain, 'takeaway')).toBe(7);
  });
});

describe('order type flags', () => {
  it.each([
    [{ isDelivery: true, isDineIn: false }, 'delivery'],
    [{ isDelivery: false, isDineIn: true }, 'dineIn'],
    [{ isDelivery: false, isDineIn: false }, 'takeaway'],
    [{}, 'takeaway'],
  ])('%p → %s', (flags, type) => {
    expect(orderTypeOf(flags)).toBe(type);
  });
  it('sets both flags per type', () => {
    expect(orderTypeFlags('delivery')).toEqual({ isDelivery: true, isDineIn: false });
    expect(orderTypeFlags('dineIn')).toEqual({ isDelivery: false, isDineIn: true });
    expect(orderTypeFlags('takeaway')).toEqual({ isDelivery: false, isDineIn: false });
  });
});

describe('net = gross / (1 + rate/100), rounded to 4 decimals (storefront.md §9)', () => {
  it.each([
    [10, 7, 9.3458, 0.6542],
    [10, 19, 8.4034, 1.5966],
    [10, 8.1, 9.2507, 0.7493],
    [10, 0, 10, 0],
    [0, 19, 0, 0],
    [0.01, 19, 0.0084, 0.0016],
    [119, 19, 100, 19],
    [107, 7, 100, 7],
    [24.99, 7, 23.3551, 1.6349],
  ])('%d at %d %% → net %d, tax %d', (gross, rate, net, tax) => {
    expect(netFromGross(gross, rate)).toBe(net);
    expect(splitGross(gross, rate)).toEqual({ gross, net, tax });
  });

  it('net + tax = gross to the cent for every tax rate (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.oneof(
          fc.constantFrom(0, 2.5, 2.6, 3.8, 5, 7, 7.7, 8.1, 10, 13, 19, 20),
          fc.integer({ min: 0, max: 300 }).map((n) => n / 10),
        ),
        (cents, rate) => {
          const gross = cents / 100;
          const { net, tax } = splitGross(gross, rate);
          expect(dec(net).plus(tax).toNumber()).toBe(gross);
          expect(roundMoney(dec(net).plus(tax))).toBe(gross);
          expect(decimalPlaces(net)).toBeLessThanOrEqual(4);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('taxes keyed by rate', () => {
  it('groups lines by rate, sorted, net per rate from the summed gross', () => {
    const lines = taxLinesOf([
      { gross: 10, rate: 19 },
      { gross: 5.35, rate: 7 },
      { gross: 1.9, rate: 19 },
    ]);
    expect(lines).toEqual([
      { rate: 7, gross: 5.35, net: 5, tax: 0.35 },
      { rate: 19, gross: 11.9, net: 10, tax: 1.9 },
    ]);
    expect(taxesByRate(lines)).toEqual({ '7': 0.35, '19': 1.9 });
  });

  it('adds lines of the same rate', () => {
    expect(
      taxesByRate([
        { rate: 7, gross: 10.7, net: 10, tax: 0.7 },
        { rate: 7, gross: 1.07, net: 1, tax: 0.07 },
      ]),
    ).toEqual({ '7': 0.77 });
    expect(taxLinesOf([])).toEqual([]);
  });
});

describe('exact money helpers', () => {
  it('never shows binary floating-point errors', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sum([0.1, 0.2, null, undefined]).toNumber()).toBe(0.3);
  });
  it('rounds half up (commercial rounding)', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundTo(1.23455, 4)).toBe(1.2346);
    expect(sumMoney([1.00004, 2], 4)).toBe(3);
  });
  it('treats empty values as 0', () => {
    expect(dec(null).toNumber()).toBe(0);
    expect(dec('').toNumber()).toBe(0);
    expect(dec(Number.NaN).toNumber()).toBe(0);
    expect(dec('1.5').toNumber()).toBe(1.5);
    const d = dec(2);
    expect(dec(d)).toBe(d);
  });
});
