import { baseTitle, canonicalUrl, headData, pageDescription, pageTitle } from './head';
import { imageSizeForWidth, imageUrl, IMAGE_SIZES, uploadPreviewUrl, uploadUrl } from './images';

const config = { seoTitle: '', title: 'Metzgerei Muster', shopName: 'Muster GmbH', description: 'Fleisch und Wurst', seoDescription: '' };

describe('page titles (storefront.md §2.14)', () => {
  it.each([
    [{ seoTitle: 'SEO', title: 'T', shopName: 'S' }, 'SEO'],
    [{ seoTitle: '', title: 'T', shopName: 'S' }, 'T'],
    [{ title: '', shopName: 'S' }, 'S'],
    [{}, ''],
    [{ seoTitle: '  ', title: ' Metzgerei ', shopName: 'S' }, 'Metzgerei'],
    [{ seoTitle: ' ', title: '', shopName: ' ' }, ''],
  ])('base title of %p → %p', (c, title) => {
    expect(baseTitle(c)).toBe(title);
  });
  it.each([
    ['site', { site: { title: 'Über uns', name: 'ueber-uns' } }, 'Über uns - Metzgerei Muster'],
    ['site', { site: { title: null, name: 'Impressum' } }, 'Impressum - Metzgerei Muster'],
    ['site', { site: null }, 'Metzgerei Muster'],
    ['division', {}, 'Metzgerei Muster'],
    ['branch', { branch: { name: 'Konstanz' } }, 'Konstanz - Metzgerei Muster'],
    ['branch', {}, 'Metzgerei Muster'],
    ['checkout', {}, 'Bestellvorgang - Metzgerei Muster'],
    ['checkout_error', {}, 'Bestellvorgang - Metzgerei Muster'],
    ['status', {}, 'Bestellstatus - Metzgerei Muster'],
    ['other', {}, 'Metzgerei Muster'],
    // A name the page publishes itself (shop category pages, a site page loaded later).
    ['division', { pageName: 'Shop' }, 'Shop - Metzgerei Muster'],
    ['other', { pageName: ' Rind ' }, 'Rind - Metzgerei Muster'],
    ['branch', { branch: { name: 'Konstanz' }, pageName: 'Rind' }, 'Rind - Metzgerei Muster'],
    ['branch', { branch: { name: 'Konstanz' }, pageName: '  ' }, 'Konstanz - Metzgerei Muster'],
    ['site', { site: null, pageName: 'Kontakt' }, 'Kontakt - Metzgerei Muster'],
    ['site', { site: { title: 'Über uns' }, pageName: 'Kontakt' }, 'Über uns - Metzgerei Muster'],
    ['checkout', { pageName: 'Rind' }, 'Bestellvorgang - Metzgerei Muster'],
    ['status', { pageName: 'Rind' }, 'Bestellstatus - Metzgerei Muster'],
  ])('%s %p → %s', (route, extra, title) => {
    expect(pageTitle({ route, config, ...extra })).toBe(title);
  });
  it('without a base title a name stands alone', () => {
    expect(pageTitle({ route: 'branch', config: {}, branch: { name: 'Konstanz' } })).toBe('Konstanz');
    expect(pageTitle({ route: 'division', config: { title: ' ' }, pageName: 'Shop' })).toBe('Shop');
    expect(pageTitle({ route: 'division', config: {} })).toBe('');
  });
});

describe('head data (storefront.md §2.14)', () => {
  it('description: seoDescription, else description, overridden by site or branch', () => {
    expect(pageDescription({ config })).toBe('Fleisch und Wurst');
    expect(pageDescription({ config: { ...config, seoDescription: 'SEO' } })).toBe('SEO');
    expect(pageDescription({ config, site: { description: 'Seite' } })).toBe('Seite');
    expect(pageDescription({ config, branch: { name: 'K', description: 'Filiale' } })).toBe('Filiale');
    expect(pageDescription({ config: {} })).toBe('');
  });
  it('canonical URL from host and path', () => {
    expect(canonicalUrl('https://metzgerei.de/', '/shop/konstanz')).toBe('https://metzgerei.de/shop/konstanz');
    expect(canonicalUrl('metzgerei.de', 'kontakt')).toBe('https://metzgerei.de/kontakt');
    expect(canonicalUrl('http://localhost:3000', '/')).toBe('http://localhost:3000/');
  });
  it('keeps title, description, url and image in sync for Open Graph and Twitter', () => {
    expect(
      headData({
        route: 'branch',
        branch: { name: 'Konstanz' },
        config,
        host: 'metzgerei.de',
        path: '/store/konstanz',
        themeColor: '#000000',
        image: '/image/1-1.jpg',
      }),
    ).toEqual({
      title: 'Konstanz - Metzgerei Muster',
      description: 'Fleisch und Wurst',
      canonical: 'https://metzgerei.de/store/konstanz',
      themeColor: '#000000',
      image: '/image/1-1.jpg',
      openGraph: {
        title: 'Konstanz - Metzgerei Muster',
        description: 'Fleisch und Wurst',
        url: 'https://metzgerei.de/store/konstanz',
        image: '/image/1-1.jpg',
      },
      twitter: {
        title: 'Konstanz - Metzgerei Muster',
        description: 'Fleisch und Wurst',
        url: 'https://metzgerei.de/store/konstanz',
        image: '/image/1-1.jpg',
      },
      robots: null,
    });
    expect(headData({ route: 'division', config, host: 'x.de', path: '/' })).toMatchObject({ themeColor: null, image: null });
  });
  it('the status page keeps its secret link out of canonical, og:url and twitter:url and asks not to be indexed', () => {
    const head = headData({
      route: 'status',
      config,
      host: 'metzgerei.de',
      path: '/status/uid-1/geheimer-hash',
      themeColor: '#000000',
      image: '/image/1-1.jpg',
    });
    expect(head).toEqual({
      title: 'Bestellstatus - Metzgerei Muster',
      description: 'Fleisch und Wurst',
      canonical: null,
      themeColor: '#000000',
      image: '/image/1-1.jpg',
      openGraph: { title: 'Bestellstatus - Metzgerei Muster', description: 'Fleisch und Wurst', url: null, image: '/image/1-1.jpg' },
      twitter: { title: 'Bestellstatus - Metzgerei Muster', description: 'Fleisch und Wurst', url: null, image: '/image/1-1.jpg' },
      robots: 'noindex',
    });
    expect(JSON.stringify(head)).not.toContain('geheimer-hash');
  });
});

describe('image and upload URLs (website.md §3)', () => {
  it('builds the URLs', () => {
    expect(imageUrl({ id: 12, version: 3, extension: 'jpg' })).toBe('/image/12-3.jpg');
    expect(imageUrl({ id: 12, version: 3, extension: 'jpg' }, 'small')).toBe('/image/small/12-3.jpg');
    expect(uploadUrl({ id: 5, version: 1, extension: 'pdf', publicHash: 'abc' })).toBe('/upload/abc/5-1.pdf');
    expect(uploadPreviewUrl({ id: 5, version: 1, publicHash: 'abc' })).toBe('/upload/abc/preview/5-1.jpg');
  });
  it.each([
    [10, 'icon'],
    [64, 'icon'],
    [65, 'thumbnail'],
    [300, 'small'],
    [1280, 'medium'],
    [1920, 'large'],
    [4000, 'large'],
  ])('width %d → %s', (width, size) => {
    expect(imageSizeForWidth(width)).toBe(size);
  });
  it('sizes', () => expect(Object.values(IMAGE_SIZES)).toEqual([64, 128, 256, 640, 1280, 1920]));
});
