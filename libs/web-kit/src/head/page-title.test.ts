import { PAGE_TITLE_EVENT, onWindowEvent } from '../events';
import { onPageTitle, publishPageTitle, publishedPageTitle, withdrawPageTitle, type PageTitleDetail } from './page-title';

beforeAll(() => {
  (globalThis as { window?: unknown }).window = new EventTarget();
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});
afterEach(() => withdrawPageTitle('/shop/konstanz/5/rind'));

describe('page names published by a remote (storefront.md §2.14, one title owner)', () => {
  it('keeps the name for its path only, trimmed, and announces changes once', () => {
    const heard: PageTitleDetail[] = [];
    const off = onPageTitle((detail) => heard.push(detail));
    publishPageTitle('/shop/konstanz/5/rind', ' Rind ');
    publishPageTitle('/shop/konstanz/5/rind', 'Rind');
    expect(publishedPageTitle('/shop/konstanz/5/rind')).toBe('Rind');
    expect(publishedPageTitle('/shop/konstanz')).toBeNull();
    expect(heard).toEqual([{ pathname: '/shop/konstanz/5/rind', name: 'Rind' }]);
    off();
  });

  it("a page that leaves withdraws its name, but not the next page's", () => {
    publishPageTitle('/shop/konstanz/5/rind', 'Rind');
    withdrawPageTitle('/shop/konstanz/5/rind');
    expect(publishedPageTitle('/shop/konstanz/5/rind')).toBeNull();
    publishPageTitle('/shop', 'Shop');
    withdrawPageTitle('/shop/konstanz/5/rind');
    expect(publishedPageTitle('/shop')).toBe('Shop');
  });

  it('travels as the window event asp:page-title (the shell and each remote bundle their own web-kit)', () => {
    const heard: unknown[] = [];
    const off = onWindowEvent(PAGE_TITLE_EVENT, (detail) => heard.push(detail));
    publishPageTitle('/shop/bodman', 'Filiale Bodman');
    expect(heard).toEqual([{ pathname: '/shop/bodman', name: 'Filiale Bodman' }]);
    off();
  });
});
