import type { BranchStock } from '@asp/contracts';
import { applyStockFrame, soldOutIds } from './stock-api';

const stock: BranchStock = { branch: 3, products: [{ product: 7, soldOut: false, remaining: 2 }] };

describe('live stock frames (issue 13)', () => {
  it('a stock-item frame replaces the product and marks it sold out when nothing is left', () => {
    const next = applyStockFrame(stock, 'stock-item', JSON.stringify({ product: 7, soldOut: true, remaining: 0 }));
    expect(next.products).toEqual([{ product: 7, soldOut: true, remaining: 0 }]);
    expect([...soldOutIds(next)]).toEqual([7]);
    const added = applyStockFrame(next, 'stock-item', JSON.stringify({ product: 2, soldOut: true, remaining: null }));
    expect(added.products.map((item) => item.product)).toEqual([2, 7]);
  });

  it('a stock frame replaces the whole stock of the same branch; malformed frames change nothing', () => {
    expect(applyStockFrame(stock, 'stock', JSON.stringify({ branch: 3, products: [] }))).toEqual({ branch: 3, products: [] });
    expect(applyStockFrame(stock, 'stock', JSON.stringify({ branch: 4, products: [] }))).toBe(stock);
    expect(applyStockFrame(stock, 'stock-item', '{not json')).toBe(stock);
    expect(applyStockFrame(stock, 'stock-item', JSON.stringify({ product: 'x' }))).toBe(stock);
    expect(soldOutIds(undefined).size).toBe(0);
  });
});
