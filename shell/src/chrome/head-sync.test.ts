import { branchSchema, defaultConfig } from '@asp/contracts';
import { routeMeta } from './route-meta';
import { headFor, headTags } from './use-head-sync';

const konstanz = branchSchema.parse({ id: 1, identifier: 'konstanz', name: 'Konstanz', description: 'Filiale am See' });
const config = { ...defaultConfig(), title: 'Metzgerei Muster', shopName: 'Muster GmbH', description: 'Fleisch und Wurst' };

function titleOf(pathname: string, pageName: string | null = null): string {
  const meta = routeMeta(pathname, ['konstanz']);
  return headFor({ config, meta, pathname, branches: [konstanz], origin: 'https://metzgerei.de', pageName }).title;
}

describe('page titles composed by the shell (storefront.md §2.14)', () => {
  it.each<[string, string, string | null, string]>([
    ['site with the name the website remote published', '/kontakt', 'Kontakt', 'Kontakt - Metzgerei Muster'],
    ['site before the website remote named it', '/kontakt', null, 'Metzgerei Muster'],
    ['division', '/', null, 'Metzgerei Muster'],
    ['branch (older route set)', '/store/konstanz', null, 'Konstanz - Metzgerei Muster'],
    ['branch (shop route set)', '/shop/konstanz', null, 'Konstanz - Metzgerei Muster'],
    ['branch shop page named by its category', '/shop/konstanz/5/rind', 'Rind', 'Rind - Metzgerei Muster'],
    ['shop without a branch', '/shop', 'Shop', 'Shop - Metzgerei Muster'],
    ['shop category without a branch', '/shop/5/rind', 'Rind', 'Rind - Metzgerei Muster'],
    ['checkout, variant 1', '/shop/konstanz/checkout', null, 'Bestellvorgang - Metzgerei Muster'],
    ['checkout, variant 2', '/store/konstanz/checkout', null, 'Bestellvorgang - Metzgerei Muster'],
    ['checkout_error', '/store/konstanz/checkout/error', null, 'Bestellvorgang - Metzgerei Muster'],
    ['status', '/status/abc/def', null, 'Bestellstatus - Metzgerei Muster'],
    ['status ignores a page name', '/status/abc/def', 'Rind', 'Bestellstatus - Metzgerei Muster'],
  ])('%s: %s', (_, pathname, pageName, title) => {
    expect(titleOf(pathname, pageName)).toBe(title);
  });

  it('keeps description, canonical URL and Open Graph in step with the title', () => {
    const meta = routeMeta('/store/konstanz', ['konstanz']);
    const head = headFor({
      config,
      meta,
      pathname: '/store/konstanz',
      branches: [konstanz],
      origin: 'https://metzgerei.de',
      pageName: null,
    });
    expect(head).toMatchObject({
      description: 'Filiale am See',
      canonical: 'https://metzgerei.de/store/konstanz',
      openGraph: { title: 'Konstanz - Metzgerei Muster', url: 'https://metzgerei.de/store/konstanz' },
    });
  });

  it('the order status page: no canonical link, og:url or twitter:url with its secret link, and noindex', () => {
    const pathname = '/status/6f1c2d3e-0000-4000-8000-000000000001/geheimer-hash';
    const meta = routeMeta(pathname, ['konstanz']);
    const tags = headTags(headFor({ config, meta, pathname, branches: [konstanz], origin: 'https://metzgerei.de', pageName: null }));
    const content = (key: string) => tags.meta.find((tag) => tag.key === key)?.content;
    expect(tags.canonical).toBeNull();
    expect(content('og:url')).toBeNull();
    expect(content('twitter:url')).toBeNull();
    expect(content('robots')).toBe('noindex');
    expect(JSON.stringify(tags)).not.toContain('geheimer-hash');
  });

  it('other pages keep their canonical URL and drop a noindex left by the status page', () => {
    const meta = routeMeta('/store/konstanz', ['konstanz']);
    const tags = headTags(
      headFor({ config, meta, pathname: '/store/konstanz', branches: [konstanz], origin: 'https://metzgerei.de', pageName: null }),
    );
    expect(tags.canonical).toBe('https://metzgerei.de/store/konstanz');
    expect(tags.meta).toContainEqual({ attr: 'property', key: 'og:url', content: 'https://metzgerei.de/store/konstanz' });
    // A null content removes the tag (setMeta), so the status page's noindex does not stay.
    expect(tags.meta).toContainEqual({ attr: 'name', key: 'robots', content: null });
  });
});
