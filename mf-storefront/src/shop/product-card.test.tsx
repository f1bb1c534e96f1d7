/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { bratwurst, kraeuterbutter, product } from '../testing/shop-fixtures';
import type { ShopEntry } from './catalog-view';
import { ProductCard } from './ProductCard';

const nbsp = /\u00a0/g;
const entry = (p: ShopEntry['product']): ShopEntry => ({ product: p, visibility: 'available' });
const show = (p: ShopEntry['product']) =>
  render(<ProductCard entry={entry(p)} branch={null} currency="EUR" onOpen={() => {}} onIngredients={() => {}} />);

describe('product card base price (PAngV, issue 13)', () => {
  it('shows the seeded Kräuterbutter (125 g for 2,50 €) with "20,00 € / kg" next to its price', () => {
    show(kraeuterbutter);
    expect(screen.getByTestId('product-prices').textContent?.replace(nbsp, ' ')).toBe('2,50 € / Stk.');
    expect(screen.getByTestId('product-base-price').textContent?.replace(nbsp, ' ')).toBe('Grundpreis: 20,00 € / kg');
  });

  it('a product priced per gram reads per kg on the card, never per g', () => {
    show(product({ id: 70, name: 'Schwarzwälder Schinken', price: 0.0349, unit: 'gram', calculationModel: 'approximate' }));
    expect(screen.getByTestId('product-prices').textContent?.replace(nbsp, ' ')).toBe('ca. 34,90 € / kg');
    expect(screen.getByTestId('product-prices').textContent).not.toMatch(/\/ g/);
    expect(screen.queryByTestId('product-base-price')).toBeNull();
  });

  it('shows no base price without a net quantity or with a hidden price', () => {
    show(bratwurst);
    expect(screen.queryByTestId('product-base-price')).toBeNull();
    show(product({ id: 71, name: 'Spanferkel', price: 390, isPriceHidden: true, netQuantity: { amount: 20, unit: 'kilogram' } }));
    expect(screen.queryAllByTestId('product-base-price')).toHaveLength(0);
  });
});
