import type { Product } from '@asp/contracts';
import type { CartItem } from '@asp/domain';
import type { StoredCart } from '@asp/web-kit';
import { bodman, bratwurst, grillpaket, konstanz, kraeuterbutter, product, rinderfilet } from '../testing/shop-fixtures';
import { amountText, cartView, checkoutPath, itemDetails } from './cart-view';

const line = (p: Product, amount: number, unit: string, parts: CartItem['parts'] = []): CartItem =>
  ({ product: p, amount, unit, parts }) as CartItem;
/** de-DE money has a no-break space before the € sign; the expectations are written with a plain one. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u00a0/g, ' '));
const cart = (items: CartItem[], flags: Partial<StoredCart> = {}): StoredCart => ({
  items,
  isDelivery: false,
  isDineIn: false,
  deliveryArea: null,
  ...flags,
});

describe('cartView (storefront.md §2.4, §5, §9)', () => {
  it('takeaway: lines, takeaway label with the branch address, net, one tax line, gross', () => {
    const view = plain(cartView(cart([line(bratwurst, 10, 'piece')]), bodman));
    expect(view.lines).toEqual([
      { index: 0, name: 'Bratwurst', amountText: '10 Stk.', priceText: '16,00 €', basePriceText: null, details: [] },
    ]);
    expect(view.fulfilment).toEqual({ kind: 'takeaway', label: 'Abholung', address: ['Seestraße 1', '78351 Bodman'] });
    // 16.00 gross at 7 %: net 14.9533, tax 1.0467.
    expect(view.net).toBe('14,95 €');
    expect(view.taxLines).toEqual([{ rate: 7, label: 'Mwst. (7%)', amount: '1,05 €' }]);
    expect(view.gross).toBe('16,00 €');
    expect(view.canCheckout).toBe(true);
  });

  it('dine-in: "Standort" with the address and the dine-in VAT rate', () => {
    const view = plain(cartView(cart([line(bratwurst, 2, 'piece')], { isDineIn: true }), konstanz));
    expect(view.fulfilment).toEqual({ kind: 'dineIn', label: 'Standort', address: ['Marktstätte 4', '78462 Konstanz'] });
    expect(view.taxLines.map((t) => t.label)).toEqual(['Mwst. (19%)']);
  });

  it('delivery below the minimum order value: cost, messages and no checkout', () => {
    const view = plain(cartView(cart([line(bratwurst, 10, 'piece')], { isDelivery: true, deliveryArea: '78462 Konstanz' }), konstanz));
    expect(view.fulfilment).toEqual({ kind: 'delivery', label: 'Lieferkosten', value: '3,50 €', area: '78462 Konstanz' });
    expect(view.minimumOrderMessages).toEqual([
      'Sie haben den Mindestbestellwert in Höhe von 25,00 € leider noch nicht erreicht.',
      'Fügen Sie Waren im Wert von mindestens 9,00 € hinzu oder wählen Sie eine andere Art der Lieferung.',
    ]);
    expect(view.freeDeliveryMessage).toBe('Kostenlose Lieferung ab 80,00 €.');
    // Delivery is taxed at its own 19 %: two tax lines.
    expect(view.taxLines.map((t) => t.label)).toEqual(['Mwst. (7%)', 'Mwst. (19%)']);
    expect(view.gross).toBe('19,50 €');
    expect(view.canCheckout).toBe(false);
  });

  it('a free area reads "Kostenlos" and reaching the minimum allows checkout', () => {
    const view = plain(
      cartView(cart([line(bratwurst, 20, 'piece')], { isDelivery: true, deliveryArea: '78464 Konstanz-Petershausen' }), konstanz),
    );
    expect(view.fulfilment).toMatchObject({ kind: 'delivery', value: 'Kostenlos' });
    expect(view.minimumOrderMessages).toEqual([]);
    expect(view.canCheckout).toBe(true);
  });

  it('approximate prices: "ca." on the figures, the total hidden, the note shown', () => {
    const view = plain(cartView(cart([line(rinderfilet, 400, 'gram')]), konstanz));
    // Reselling price at Konstanz: 64.90 €/kg × 0.4 kg.
    expect(view.lines[0]).toMatchObject({ amountText: '400 g', priceText: 'ca. 25,96 €' });
    expect(view.net).toMatch(/^ca\. /);
    expect(view.taxLines[0].amount).toMatch(/^ca\. /);
    expect(view.gross).toBeNull();
    expect(view.notes).toHaveLength(1);
  });

  it('lines show the base price (PAngV, per 1 kg): from the net quantity, or the weight price per kg', () => {
    const view = plain(cartView(cart([line(kraeuterbutter, 3, 'piece'), line(rinderfilet, 400, 'gram')]), bodman));
    expect(view.lines[0]).toMatchObject({ amountText: '3 Stk.', priceText: '7,50 €', basePriceText: 'Grundpreis: 20,00 € / kg' });
    expect(view.lines[1]).toMatchObject({ priceText: 'ca. 27,96 €', basePriceText: 'Grundpreis: 69,90 € / kg' });
    // At a reselling branch the base price follows the price charged there.
    const resold = product({
      id: 51,
      name: 'Butter',
      price: 2.5,
      unit: 'piece',
      netQuantity: { amount: 125, unit: 'gram' },
      content: { resellingPrice: 2 },
    });
    expect(plain(cartView(cart([line(resold, 1, 'piece')]), konstanz)).lines[0].basePriceText).toBe('Grundpreis: 16,00 € / kg');
  });

  it('hidden prices hide the line price and every total', () => {
    const hidden = product({ id: 50, name: 'Spanferkel', price: 200, isPriceHidden: true });
    const view = plain(cartView(cart([line(hidden, 1, 'piece')]), konstanz));
    expect(view.lines[0].priceText).toBeNull();
    expect(view.lines[0].basePriceText).toBeNull();
    expect(view.net).toBeNull();
    expect(view.taxLines).toEqual([]);
    expect(view.gross).toBeNull();
  });

  it('without a branch: no fulfilment line and no checkout', () => {
    const view = plain(cartView(cart([line(bratwurst, 1, 'piece')]), null));
    expect(view.fulfilment).toBeNull();
    expect(view.canCheckout).toBe(false);
  });

  it('an empty cart cannot go to checkout', () => {
    expect(plain(cartView(cart([]), konstanz))).toMatchObject({ isEmpty: true, canCheckout: false, minimumOrderMessages: [] });
  });
});

describe('line texts', () => {
  it('formats amounts de-DE with the unit label', () => {
    expect(amountText(0.5, 'kilogram')).toBe('0,5 kg');
    expect(amountText(1250, 'gram')).toBe('1.250 g');
    expect(amountText(2, 'pair')).toBe('2 Paar');
  });

  it('lists the configured steps', () => {
    const item = line(grillpaket, 1, 'package', [
      { value: 'Groß' },
      { values: ['Kräuter', 'Honig-Senf'] },
      { addons: [{ name: 'Kräuterbutter', amount: 2, unit: 'piece' }] },
      { files: [{ id: 1, version: 1, extension: 'jpg', mimeType: 'image/jpeg', publicHash: 'x', name: 'torte.jpg' }, { id: 2 }] },
      { value: '  ' },
    ]);
    // The upload step names its files; an entry stored before names were kept is 'Datei {n}'.
    expect(itemDetails(item)).toEqual([
      { text: 'Größe: Groß' },
      { text: 'Marinade: Kräuter, Honig-Senf' },
      { text: 'Beilagen: 2 Stk. × Kräuterbutter' },
      { text: 'Foto: torte.jpg, Datei 2' },
    ]);
  });

  it('shortens long file names in the middle, the full names as the title (issue 18)', () => {
    const long = 'Geburtstagsfeier-Oma-Juni-2025-final-version.jpg';
    const item = line(grillpaket, 1, 'package', [
      {},
      {},
      {},
      {
        files: [
          { id: 1, name: long },
          { id: 2, name: 'logo.png' },
        ],
      },
    ]);
    expect(itemDetails(item)).toEqual([{ text: 'Foto: Geburtstagsfei…l-version.jpg, logo.png', title: `Foto: ${long}, logo.png` }]);
  });
});

describe('checkoutPath', () => {
  it('variant 2 for a branch cart, variant 1 for the default cart', () => {
    expect(checkoutPath('konstanz', 'konstanz')).toBe('/store/konstanz/checkout');
    expect(checkoutPath('default', 'bodman')).toBe('/shop/bodman/checkout');
    expect(checkoutPath('default', null)).toBeNull();
  });
});
