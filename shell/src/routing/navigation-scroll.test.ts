import { fadesIn, hashTarget, scrollActionFor, SCROLL_TO_HASH_DELAY_MS, type NavigationPoint } from './navigation-scroll';

const at = (pathname: string, hash = '', search = ''): NavigationPoint => ({ pathname, hash, search });

describe('scroll after a navigation (storefront.md §2.1)', () => {
  it('uses the spec figure of 750 ms for the hash', () => {
    expect(SCROLL_TO_HASH_DELAY_MS).toBe(750);
  });

  it.each<[string, NavigationPoint | null, NavigationPoint, ReturnType<typeof scrollActionFor>]>([
    ['another path → top', at('/shop/konstanz'), at('/shop'), { kind: 'top' }],
    ['another remote → top', at('/shop'), at('/site/privacy'), { kind: 'top' }],
    [
      'another path with a hash → the hash after 750 ms',
      at('/'),
      at('/store/konstanz', '#kategorie-3'),
      { kind: 'hash', id: 'kategorie-3', delayMs: 750 },
    ],
    ['first page with a hash → the hash', null, at('/store/konstanz', '#kategorie-3'), { kind: 'hash', id: 'kategorie-3', delayMs: 750 }],
    [
      'same path, new hash (in-page anchor) → the hash',
      at('/kontakt'),
      at('/kontakt', '#formular'),
      { kind: 'hash', id: 'formular', delayMs: 750 },
    ],
    ['same path, other hash → the hash', at('/kontakt', '#a'), at('/kontakt', '#b'), { kind: 'hash', id: 'b', delayMs: 750 }],
    ['encoded hash is decoded', at('/'), at('/x', '#%C3%B6ffnungszeiten'), { kind: 'hash', id: 'öffnungszeiten', delayMs: 750 }],
    ['first page without a hash → nothing', null, at('/shop'), { kind: 'none' }],
    ['query change only → nothing', at('/shop', '', '?sort=name'), at('/shop', '', '?sort=price'), { kind: 'none' }],
    ['self-service flag added → nothing', at('/store/konstanz'), at('/store/konstanz', '', '?context=self-service'), { kind: 'none' }],
    ['hash removed on the same path → nothing', at('/kontakt', '#formular'), at('/kontakt'), { kind: 'none' }],
    ['same path and hash again (query change) → nothing', at('/kontakt', '#a', '?x=1'), at('/kontakt', '#a', '?x=2'), { kind: 'none' }],
    ['a bare "#" counts as no hash → top on another path', at('/'), at('/shop', '#'), { kind: 'top' }],
  ])('%s', (_, previous, next, expected) => {
    expect(scrollActionFor(previous, next)).toEqual(expected);
  });

  it('reads the element id from a hash', () => {
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#main')).toBe('main');
    expect(hashTarget('main')).toBe('main');
    expect(hashTarget('#%E0%A4%A')).toBe('%E0%A4%A'); // not decodable: taken as written
  });
});

describe('fade of the routed content (storefront.md §2.2)', () => {
  it('fades on a change of path only', () => {
    expect(fadesIn(null, at('/shop'))).toBe(false);
    expect(fadesIn(at('/shop'), at('/shop/konstanz'))).toBe(true);
    expect(fadesIn(at('/shop', '', '?a=1'), at('/shop', '', '?a=2'))).toBe(false);
    expect(fadesIn(at('/kontakt'), at('/kontakt', '#formular'))).toBe(false);
  });
});
