import fc from 'fast-check';
import { canCheckout, priceCart, priceNotes, priceStoredCart, taxLineLabel } from './cart';
import { dec } from './money';
import { makeBranch, makeProduct } from './testing/fixtures';
import type { CartItem, DeliveryArea } from './types';

const area: DeliveryArea = { area: 'Innenstadt', price: 3.5, tax: 19, free: false, freeFromOrderValue: 50, minimumOrderValue: 20 };
const branch = makeBranch({ deliveryAreas: [area] });

/** Decimal places of a number as written exactly (big.js keeps digits `c` and exponent `e`). */
function decimalPlaces(value: number): number {
  const d = dec(value);
  return Math.max(0, d.c.length - d.e - 1);
}

const schnitzel = makeProduct({ id: 1, name: 'Schnitzel', price: 7.9, unit: 'piece', tax: 7, dineInTax: 19, takeawayTax: 7 });
const wurst = makeProduct({
  id: 2,
  name: 'Bratwurst',
  price: 18.9,
  unit: 'kilogram',
  tax: 7,
  dineInTax: 19,
  takeawayTax: 7,
  calculationModel: 'approximate',
});
const wein = makeProduct({ id: 3, name: 'Wein', price: 12, unit: 'piece', tax: 19, dineInTax: 19, takeawayTax: 19 });

const items: CartItem[] = [
  { product: schnitzel, amount: 2, unit: 'piece' },
  { product: wurst, amount: 600, unit: 'gram' },
  { product: wein, amount: 1, unit: 'piece' },
];

describe('priceCart (storefront.md §3 pricing result, §9)', () => {
  it('takeaway: items per rate, no delivery, approximate total hidden', () => {
    const result = priceCart({ items, orderType: 'takeaway', branch });
    expect(result.items.map((i) => i.gross)).toEqual([15.8, 11.34, 12]);
    expect(result).toMatchObject({
      gross: 39.14,
      net: 35.4485,
      tax: 3.6915,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 35.4485,
      totalTax: 3.6915,
      totalGross: 39.14,
      taxes: { '7': 1.7755, '19': 1.916 },
      isApproximate: true,
      hasHiddenPrices: false,
      isTotalHidden: true,
      orderType: 'takeaway',
      deliveryArea: null,
      isDeliveryFree: false,
      missingOrderValue: 0,
      isMinimumOrderValueReached: true,
    });
    expect(result.taxLines).toEqual([
      { rate: 7, gross: 27.14, net: 25.3645, tax: 1.7755 },
      { rate: 19, gross: 12, net: 10.084, tax: 1.916 },
    ]);
  });

  it('delivery: delivery cost with its own tax; taxes keyed by rate include it; totals = items + delivery', () => {
    const result = priceCart({
      items: [{ product: schnitzel, amount: 3, unit: 'piece' }],
      orderType: 'delivery',
      branch,
      deliveryArea: 'Innenstadt',
    });
    expect(result).toMatchObject({
      gross: 23.7,
      net: 22.1495,
      tax: 1.5505,
      deliveryGross: 3.5,
      deliveryNet: 2.9412,
      deliveryTax: 0.5588,
      totalGross: 27.2,
      totalNet: 25.0907,
      totalTax: 2.1093,
      taxes: { '7': 1.5505, '19': 0.5588 },
      isApproximate: false,
      isTotalHidden: false,
      deliveryArea: area,
      isDeliveryFree: false,
      missingOrderValue: 0,
      isMinimumOrderValueReached: true,
    });
  });

  it('delivery: free from 50 €, minimum 20 € not reached', () => {
    const many = priceCart({
      items: [{ product: schnitzel, amount: 7, unit: 'piece' }],
      orderType: 'delivery',
      branch,
      deliveryArea: 'Innenstadt',
    });
    expect(many).toMatchObject({ gross: 55.3, deliveryGross: 0, isDeliveryFree: true, totalGross: 55.3 });
    const few = priceCart({
      items: [{ product: schnitzel, amount: 2, unit: 'piece' }],
      orderType: 'delivery',
      branch,
      deliveryArea: 'Innenstadt',
    });
    expect(few).toMatchObject({ gross: 15.8, missingOrderValue: 4.2, isMinimumOrderValueReached: false, totalGross: 19.3 });
  });

  it('delivery tax on the same rate as items is added to that rate', () => {
    const result = priceCart({
      items: [{ product: wein, amount: 1, unit: 'piece' }],
      orderType: 'delivery',
      branch,
      deliveryArea: 'Innenstadt',
    });
    expect(result.taxLines).toEqual([{ rate: 19, gross: 15.5, net: 13.0252, tax: 2.4748 }]);
    expect(result.taxes).toEqual({ '19': 2.4748 });
  });

  it('dine-in uses dineInTax and ignores the delivery area', () => {
    const result = priceCart({
      items: [{ product: schnitzel, amount: 1, unit: 'piece' }],
      orderType: 'dineIn',
      branch,
      deliveryArea: 'Innenstadt',
    });
    expect(result).toMatchObject({ gross: 7.9, net: 6.6387, tax: 1.2613, deliveryGross: 0, taxes: { '19': 1.2613 }, deliveryArea: null });
  });

  it('hidden prices hide the total', () => {
    const hidden = makeProduct({ isPriceHidden: true });
    const result = priceCart({ items: [{ product: hidden, amount: 1, unit: 'piece' }], orderType: 'takeaway', branch });
    expect(result).toMatchObject({ hasHiddenPrices: true, isApproximate: false, isTotalHidden: true });
  });

  it('an empty cart costs nothing', () => {
    expect(priceCart({ items: [], orderType: 'delivery', branch, deliveryArea: 'Innenstadt' })).toMatchObject({
      gross: 0,
      net: 0,
      tax: 0,
      deliveryGross: 3.5,
      totalGross: 3.5,
      taxes: { '19': 0.5588 },
      isMinimumOrderValueReached: false,
    });
  });

  it('the reselling price applies at a branch with useResellingPrice', () => {
    const p = makeProduct({ price: 10, content: { resellingPrice: 8 } });
    const cart = { items: [{ product: p, amount: 1, unit: 'piece' as const }], orderType: 'takeaway' as const };
    expect(priceCart({ ...cart, branch: makeBranch({ useResellingPrice: true }) }).gross).toBe(8);
    expect(priceCart({ ...cart, branch: makeBranch({ useResellingPrice: false }) }).gross).toBe(10);
  });

  it('prices a stored cart by its flags', () => {
    const stored = { items, isDelivery: true, isDineIn: false, deliveryArea: 'Innenstadt' };
    expect(priceStoredCart(stored, branch)).toEqual(priceCart({ items, orderType: 'delivery', branch, deliveryArea: 'Innenstadt' }));
  });
});

describe('cart invariants (property-based)', () => {
  const productArb = fc.record({
    price: fc.integer({ min: 1, max: 50_000 }).map((c) => c / 100),
    tax: fc.constantFrom(0, 2.5, 7, 8.1, 19),
    dineInTax: fc.constantFrom(7, 19),
    unit: fc.constantFrom('piece', 'kilogram'),
    approx: fc.boolean(),
  });
  const itemArb = fc.record({ p: productArb, amount: fc.integer({ min: 1, max: 4000 }) }).map(({ p, amount }, i = 0) => {
    const product = makeProduct({
      id: i,
      price: p.price,
      tax: p.tax,
      dineInTax: p.dineInTax,
      takeawayTax: p.tax,
      unit: p.unit as 'piece',
      calculationModel: p.approx ? 'approximate' : 'fixed',
    });
    const cartItem: CartItem =
      p.unit === 'piece' ? { product, amount: Math.ceil(amount / 1000), unit: 'piece' } : { product, amount, unit: 'gram' };
    return cartItem;
  });
  const orderTypeArb = fc.constantFrom('takeaway' as const, 'delivery' as const, 'dineIn' as const);

  it("an order's total never depends on the order of its items", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), orderTypeArb, fc.nat(), (cartItems, orderType, seed) => {
        const shuffled = [...cartItems].sort((a, b) => ((a.amount * 31 + seed) % 7) - ((b.amount * 31 + seed) % 7)).reverse();
        const a = priceCart({ items: cartItems, orderType, branch, deliveryArea: 'Innenstadt' });
        const b = priceCart({ items: shuffled, orderType, branch, deliveryArea: 'Innenstadt' });
        const { items: _a, ...totalsA } = a;
        const { items: _b, ...totalsB } = b;
        expect(totalsB).toEqual(totalsA);
        expect(Object.keys(b.taxes)).toEqual(Object.keys(a.taxes));
      }),
      { numRuns: 300 },
    );
  });

  it('net + tax = gross for items, delivery and totals; taxes sum to the total tax', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), orderTypeArb, (cartItems, orderType) => {
        const r = priceCart({ items: cartItems, orderType, branch, deliveryArea: 'Innenstadt' });
        expect(dec(r.net).plus(r.tax).toNumber()).toBe(r.gross);
        expect(dec(r.deliveryNet).plus(r.deliveryTax).toNumber()).toBe(r.deliveryGross);
        expect(dec(r.totalNet).plus(r.totalTax).toNumber()).toBe(r.totalGross);
        expect(
          Object.values(r.taxes)
            .reduce((s, t) => s.plus(t), dec(0))
            .toNumber(),
        ).toBe(r.totalTax);
        expect(decimalPlaces(r.totalGross)).toBeLessThanOrEqual(2);
      }),
      { numRuns: 300 },
    );
  });
});

describe('canCheckout (storefront.md §5)', () => {
  it.each([
    ['empty cart', [], 'takeaway', undefined, false],
    ['takeaway with items', [{ product: schnitzel, amount: 1, unit: 'piece' }], 'takeaway', undefined, true],
    ['delivery below the minimum', [{ product: schnitzel, amount: 2, unit: 'piece' }], 'delivery', 'Innenstadt', false],
    ['delivery at the minimum', [{ product: makeProduct({ price: 20 }), amount: 1, unit: 'piece' }], 'delivery', 'Innenstadt', true],
  ] as const)('%s → %p', (_, cartItems, orderType, deliveryArea, expected) => {
    expect(canCheckout(priceCart({ items: [...cartItems] as CartItem[], orderType, branch, deliveryArea }))).toBe(expected);
  });
});

describe('summary texts', () => {
  it.each([
    [7, 'Mwst. (7%)'],
    [19, 'Mwst. (19%)'],
    [8.1, 'Mwst. (8,1%)'],
    [2.5, 'Mwst. (2,5%)'],
  ])('rate %d → %s', (rate, label) => {
    expect(taxLineLabel(rate)).toBe(label);
  });

  it('price notes for approximate and hidden prices', () => {
    expect(priceNotes({ isApproximate: false, hasHiddenPrices: false }, {})).toEqual([]);
    expect(priceNotes({ isApproximate: true, hasHiddenPrices: false }, { isQuotationRequired: true })).toEqual([
      'Der Endpreis richtet sich nach dem tatsächlichen Gewicht. Sie erhalten ein unverbindliches Angebot per E-Mail.',
    ]);
    expect(priceNotes({ isApproximate: true, hasHiddenPrices: true }, { isQuotationRequired: false })).toEqual([
      'Der Endpreis richtet sich nach dem tatsächlichen Gewicht und wird beim Abschluss der Bestellung festgelegt.',
      'Der Preis einzelner Produkte wird beim Abschluss der Bestellung festgelegt.',
    ]);
  });
});
