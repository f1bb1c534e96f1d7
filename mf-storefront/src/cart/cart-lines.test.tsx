/** @jest-environment jsdom */
import type { Product } from '@asp/contracts';
import type { CartItem } from '@asp/domain';
import { render, screen } from '@testing-library/react';
import { bodman, bratwurst, grillpaket, kraeuterbutter, product } from '../testing/shop-fixtures';
import { CartLines } from './CartContents';
import { cartView } from './cart-view';

const line = (p: Product, amount: number, unit: CartItem['unit']): CartItem => ({ product: p, amount, unit, parts: [] });
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

function showCart(items: CartItem[]) {
  const view = cartView({ items, isDelivery: false, isDineIn: false, deliveryArea: null }, bodman);
  render(<CartLines view={view} onEdit={() => {}} onRemove={() => {}} />);
}

describe('cart lines base price (PAngV, issue 13)', () => {
  it('shows the base price next to the amount of a packaged line, none for a line without net quantity', () => {
    showCart([line(kraeuterbutter, 2, 'piece'), line(bratwurst, 3, 'piece')]);
    const [butter, wurst] = screen.getAllByTestId('cart-item');
    expect(text(butter.querySelector('[data-testid="cart-item-amount"]')!)).toBe('2 Stk.');
    expect(text(butter.querySelector('[data-testid="cart-item-price"]')!)).toBe('5,00 €');
    expect(text(butter.querySelector('[data-testid="cart-item-base-price"]')!)).toBe('Grundpreis: 20,00 € / kg');
    expect(wurst.querySelector('[data-testid="cart-item-base-price"]')).toBeNull();
  });

  it('a weight line shows its price per kg, never per g', () => {
    showCart([line(product({ id: 72, name: 'Leberkäse', price: 0.0199, unit: 'gram', calculationModel: 'approximate' }), 200, 'gram')]);
    expect(text(screen.getByTestId('cart-item-base-price'))).toBe('Grundpreis: 19,90 € / kg');
  });

  it('hides the base price together with a hidden price', () => {
    showCart([
      line(
        product({ id: 73, name: 'Spanferkel', price: 390, isPriceHidden: true, netQuantity: { amount: 20, unit: 'kilogram' } }),
        1,
        'piece',
      ),
    ]);
    expect(screen.queryByTestId('cart-item-price')).toBeNull();
    expect(screen.queryByTestId('cart-item-base-price')).toBeNull();
  });
});

describe('cart lines of an upload step (issue 18)', () => {
  it('name the files, a long name shortened in the middle with the full names as the title', () => {
    const long = 'Geburtstagsfeier-Oma-Juni-2025-final-version.jpg';
    const files = [
      { id: 1, version: 1, extension: 'jpg', mimeType: 'image/jpeg', publicHash: 'x', name: long },
      { id: 2, version: 1, extension: 'png', mimeType: 'image/png', publicHash: 'y', name: 'logo.png' },
    ];
    showCart([{ product: grillpaket, amount: 1, unit: 'package', parts: [{ value: 'Groß' }, {}, {}, { files }] }]);
    const details = [...screen.getByTestId('cart-item').querySelectorAll('.asp-cart__line-details li')];
    expect(details.map((detail) => [detail.textContent, detail.getAttribute('title')])).toEqual([
      ['Größe: Groß', null],
      ['Foto: Geburtstagsfei…l-version.jpg, logo.png', `Foto: ${long}, logo.png`],
    ]);
    expect(screen.getByTestId('cart-item').textContent).not.toMatch(/Datei \d|Dateien/);
  });
});
