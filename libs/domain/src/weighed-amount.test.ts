import { priceCart, totalsOfPricedItems } from './cart';
import { makeBranch, makeProduct } from './testing/fixtures';
import {
  decideCapture,
  formatAmount,
  isAmountChanged,
  isWeighable,
  repriceLine,
  weighedAmountInLineUnit,
  type StoredLine,
} from './weighed-amount';

const wurst = makeProduct({ id: 2, price: 18.9, unit: 'kilogram', tax: 7, dineInTax: 19, takeawayTax: 7, calculationModel: 'approximate' });
const schnitzel = makeProduct({ id: 1, price: 7.9, unit: 'piece', tax: 7, dineInTax: 19, takeawayTax: 7 });
const branch = makeBranch({});

const wurstLine: StoredLine = {
  product: { unit: 'kilogram' },
  amount: 500,
  unit: 'gram',
  unitPrice: 18.9,
  taxRate: 7,
  calculationModel: 'approximate',
  isPriceHidden: false,
};

describe('weighed amounts (issue 12)', () => {
  it('knows weight lines: by the line unit or the product unit', () => {
    expect(isWeighable(wurstLine)).toBe(true);
    expect(isWeighable({ unit: 'piece', product: { unit: 'kilogram' } })).toBe(true);
    expect(isWeighable({ unit: 'piece', product: { unit: 'piece' } })).toBe(false);
  });

  it('expresses the weighed amount in the line unit, else the product unit', () => {
    expect(weighedAmountInLineUnit(wurstLine, 0.512, 'kilogram')).toEqual({ amount: 512, unit: 'gram' });
    expect(weighedAmountInLineUnit({ unit: 'piece', product: { unit: 'kilogram' } }, 750, 'gram')).toEqual({
      amount: 0.75,
      unit: 'kilogram',
    });
  });

  it('reprices 500 g → 512 g at the stored unit price, exact and no longer approximate', () => {
    const before = repriceLine(wurstLine, 500, 'gram');
    expect(before).toMatchObject({ gross: 9.45, isApproximate: true, convertedAmount: 0.5 });
    const after = repriceLine(wurstLine, 512, 'gram', null, true);
    expect(after).toMatchObject({ gross: 9.68, unitPrice: 18.9, taxRate: 7, isApproximate: false, convertedAmount: 0.512 });
    expect(after.net + after.tax).toBeCloseTo(9.68, 10);
  });

  it('converts through alternative unit ratios and treats a hidden unit price as 0', () => {
    const piece = { ...wurstLine, product: { unit: 'kilogram' as const }, unit: 'piece' as const, calculationModel: 'fixed' as const };
    expect(
      repriceLine(piece, 2, 'piece', [
        { unit: 'piece', ratio: 0.25, calculationModel: null, minimumQuantity: null, maximumQuantity: null, quantityStepSize: null },
      ]).gross,
    ).toBe(9.45);
    expect(repriceLine({ ...piece, unitPrice: null }, 2, 'piece').gross).toBe(0);
  });

  it('totals of priced lines equal priceCart for the same items', () => {
    const items = [
      { product: wurst, amount: 512, unit: 'gram' as const },
      { product: schnitzel, amount: 2, unit: 'piece' as const },
    ];
    const cart = priceCart({ items, orderType: 'takeaway', branch });
    const { items: lines, ...totals } = cart;
    expect(totalsOfPricedItems(lines, { orderType: 'takeaway', branch })).toEqual(totals);
  });

  it('formats amounts with their unit label', () => {
    expect(formatAmount(512, 'gram')).toBe('512 g');
    expect(formatAmount(0.512, 'kilogram')).toBe('0,512 kg');
  });

  it('tells a changed amount', () => {
    expect(isAmountChanged(wurstLine, 500, 'gram')).toBe(false);
    expect(isAmountChanged(wurstLine, 512, 'gram')).toBe(true);
    expect(isAmountChanged(wurstLine, 500, 'kilogram')).toBe(true);
  });
});

describe('decideCapture (authorize, then capture the final amount)', () => {
  it('captures a final amount at or below the authorization', () => {
    expect(decideCapture(9.68, 10, 10)).toEqual({ capture: 9.68, toCollect: 0 });
    expect(decideCapture(10, 10, 10)).toEqual({ capture: 10, toCollect: 0 });
    expect(decideCapture(-1, 10, 10)).toEqual({ capture: 0, toCollect: 0 });
  });

  it('within the tolerance captures the authorization and waives the rest', () => {
    expect(decideCapture(11, 10, 10)).toEqual({ capture: 10, toCollect: 0 });
  });

  it('above the tolerance captures the authorization and leaves the difference for the counter', () => {
    expect(decideCapture(11.01, 10, 10)).toEqual({ capture: 10, toCollect: 1.01 });
    expect(decideCapture(10.01, 10, 0)).toEqual({ capture: 10, toCollect: 0.01 });
  });
});
