import { bodman, bratwurst, konstanz, kraeuterbutter, product, rinderfilet } from '../testing/shop-fixtures';
import { activeCategoryIndex } from './category-highlight';
import { directionsUrl, mailtoHref, mapUrl, websiteHref } from './home-links';
import { allergensOf, productBasePriceText, productPriceLines } from './product-view';
import { isDesktopWidth } from './use-media-query';
import { telHref } from './BranchBanner';

const plain = (lines: string[]) => lines.map((line) => line.replace(/\u00a0/g, ' '));

describe('category bar highlight (storefront.md §2.8: top above 25% of the viewport)', () => {
  it('highlights the last group whose top passed the 25% line', () => {
    // Viewport 800 px: the line is at 200 px.
    expect(activeCategoryIndex([300, 900, 1500], 800)).toBe(-1);
    expect(activeCategoryIndex([200, 900, 1500], 800)).toBe(0);
    expect(activeCategoryIndex([-600, 150, 900], 800)).toBe(1);
    expect(activeCategoryIndex([-2000, -1200, -10], 800)).toBe(2);
  });
});

describe('product card prices (storefront.md §2.8)', () => {
  it('shows the unit price with the model prefix and the alternative-unit prices (weight only per kg)', () => {
    // The gram alternative would read 'ca. 0,07 € / g' (issue 13: never per g); per kg is shown once.
    expect(plain(productPriceLines(rinderfilet, bodman, 'EUR'))).toEqual(['ca. 69,90 € / kg', 'ca. 13,98 € / Stk.']);
  });

  it('a product priced per gram shows its price per kg, never "0,02 € / g"', () => {
    const leberkaese = product({
      id: 62,
      name: 'Leberkäse',
      price: 0.0199,
      unit: 'gram',
      calculationModel: 'approximate',
      alternativeUnits: [{ unit: 'kilogram', ratio: 1000, calculationModel: 'approximate' }],
    });
    expect(plain(productPriceLines(leberkaese, null, 'EUR'))).toEqual(['ca. 19,90 € / kg']);
    const juice = product({ id: 63, name: 'Apfelsaft', price: 0.3, unit: 'centiliter', alternativeUnits: [{ unit: 'piece', ratio: 100 }] });
    expect(plain(productPriceLines(juice, null, 'EUR'))).toEqual(['30,00 € / l', '30,00 € / Stk.']);
    expect(productBasePriceText(leberkaese, null, 'EUR')).toBeNull();
  });

  it('a piece with a net quantity gets a base price line (PAngV 2022: per 1 kg, not per 100 g)', () => {
    expect(plain(productPriceLines(kraeuterbutter, null, 'EUR'))).toEqual(['2,50 € / Stk.']);
    expect(productBasePriceText(kraeuterbutter, null, 'EUR')?.replace(/\u00a0/g, ' ')).toBe('Grundpreis: 20,00 € / kg');
    // None without a net quantity, for a hidden price, or when one piece is exactly 1 kg (equals the price).
    expect(productBasePriceText(bratwurst, null, 'EUR')).toBeNull();
    expect(productBasePriceText({ ...kraeuterbutter, isPriceHidden: true }, null, 'EUR')).toBeNull();
    expect(productBasePriceText({ ...kraeuterbutter, netQuantity: { amount: 1, unit: 'kilogram' } }, null, 'EUR')).toBeNull();
    expect(productBasePriceText(rinderfilet, null, 'EUR')).toBeNull();
  });

  it('uses the reselling price at a branch that has it on', () => {
    expect(plain(productPriceLines(rinderfilet, konstanz, 'EUR'))[0]).toBe('ca. 64,90 € / kg');
  });

  it('fixed prices have no prefix; hidden prices show nothing', () => {
    expect(plain(productPriceLines(bratwurst, null, 'EUR'))).toEqual(['1,60 € / Stk.']);
    expect(productPriceLines(product({ id: 60, name: 'Spanferkel', price: 300, isPriceHidden: true }), null, 'EUR')).toEqual([]);
  });

  it('takes the allergens of the product, else of its content', () => {
    expect(allergensOf(bratwurst)).toBe('<p>Senf</p>');
    expect(allergensOf(product({ id: 61, name: 'X', price: 1, content: { allergens: '<p>Milch</p>' } }))).toBe('<p>Milch</p>');
  });
});

describe('home page links (storefront.md §2.6, spec README)', () => {
  it('mailto: for e-mail, tel: for phone', () => {
    expect(mailtoHref('info@metzgerei-muster.de ')).toBe('mailto:info@metzgerei-muster.de');
    expect(telHref('+49 7531 123450')).toBe('tel:+497531123450');
  });

  it('directions by coordinates, else by address', () => {
    expect(directionsUrl({ latitude: 47.66, longitude: 9.17, street: 'x', zipCode: '1', city: 'y' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=47.66%2C9.17',
    );
    expect(directionsUrl({ latitude: null, longitude: null, street: 'Marktstätte 4', zipCode: '78462', city: 'Konstanz' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Marktst%C3%A4tte%204%2C%2078462%20Konstanz',
    );
    expect(directionsUrl({ latitude: null, longitude: null, street: '', zipCode: '', city: '' })).toBeNull();
  });

  it('the map link carries the configured zoom', () => {
    expect(mapUrl({ latitude: 47.66, longitude: 9.17 }, 19)).toBe('https://www.openstreetmap.org/?mlat=47.66&mlon=9.17#map=19/47.66/9.17');
    expect(mapUrl({ latitude: null, longitude: 9 }, 19)).toBeNull();
  });

  it('makes a website absolute', () => {
    expect(websiteHref('www.metzgerei-muster.de')).toBe('https://www.metzgerei-muster.de');
    expect(websiteHref('http://x.de')).toBe('http://x.de');
  });
});

describe('desktop breakpoint (storefront.md §9: 950 px)', () => {
  it('lists start open only above 950 px', () => {
    expect(isDesktopWidth(950)).toBe(false);
    expect(isDesktopWidth(951)).toBe(true);
  });
});
