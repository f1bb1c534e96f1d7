/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { shopTexts } from '@asp/i18n';
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

describe('product card sold out (stock per branch, issue 13)', () => {
  it("shows 'ausverkauft' and disables adding when the product is sold out at the branch", () => {
    render(<ProductCard entry={entry(bratwurst)} branch={null} currency="EUR" onOpen={() => {}} onIngredients={() => {}} soldOut />);
    expect(screen.getByTestId('product-sold-out').textContent).toBe('ausverkauft');
    expect(shopTexts.soldOut).toBe('ausverkauft');
    expect((screen.getByTestId('product-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('product-card').getAttribute('aria-disabled')).toBe('true');
    // The name is no longer a button that opens the product.
    expect(screen.queryByRole('button', { name: bratwurst.name })).toBeNull();
  });

  it('an available product shows no sold-out mark and can be added', () => {
    show(bratwurst);
    expect(screen.queryByTestId('product-sold-out')).toBeNull();
    expect((screen.getByTestId('product-add') as HTMLButtonElement).disabled).toBe(false);
  });
});
