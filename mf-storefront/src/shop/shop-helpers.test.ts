import { bodman, bratwurst, konstanz, product, rinderfilet } from '../testing/shop-fixtures';
import { activeCategoryIndex } from './category-highlight';
import { directionsUrl, mailtoHref, mapUrl, websiteHref } from './home-links';
import { allergensOf, productPriceLines } from './product-view';
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
  it('shows the unit price with the model prefix and the alternative-unit prices', () => {
    expect(plain(productPriceLines(rinderfilet, bodman, 'EUR'))).toEqual(['ca. 69,90 € / kg', 'ca. 0,07 € / g', 'ca. 13,98 € / Stk.']);
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
