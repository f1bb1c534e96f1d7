import {
  isNavigationItemActive,
  mobileMenuGroup,
  navigationHref,
  resolveNavigation,
  type NavigationContext,
  type NavigationItem,
} from './navigation';

const ctx = (path: string): NavigationContext => ({
  path,
  sites: [
    { id: 1, path: 'ueber-uns' },
    { id: 2, path: '/ueber-uns/team/' },
    { id: 3, path: 'kontakt' },
  ],
  branches: [{ id: 5, identifier: 'konstanz' }],
});

const items: NavigationItem[] = [
  { label: 'Start', type: 'home', isEnabled: true },
  {
    label: 'Über uns',
    type: 'site',
    target: 1,
    isEnabled: true,
    children: [
      { label: 'Team', type: 'site', target: '2', isEnabled: true },
      { label: 'Alt', type: 'site', target: 3, isEnabled: false },
    ],
  },
  {
    label: 'Nur versteckte Kinder',
    type: 'site',
    target: 3,
    suffix: '#formular',
    isEnabled: true,
    children: [{ label: 'x', type: 'home', isEnabled: false }],
  },
  { label: 'Konstanz', type: 'branch', target: 5, isEnabled: true },
  { label: 'Instagram', type: 'link', target: 'https://instagram.com/metzgerei', isEnabled: true },
  { label: 'Aus', type: 'home', isEnabled: false },
  { label: 'Kaputt', type: 'site', target: 99, isEnabled: true },
  { label: 'Leer', type: 'link', target: null, isEnabled: true },
];

describe('navigation rules (website.md §2)', () => {
  it('hides disabled items and children; has-children only with an enabled child; links and targets', () => {
    const nav = resolveNavigation(items, ctx('/kontakt'));
    expect(nav.map((i) => [i.label, i.href, i.target, i.isExternal, i.hasChildren])).toEqual([
      ['Start', '/', '_self', false, false],
      ['Über uns', '/ueber-uns', '_self', false, true],
      ['Nur versteckte Kinder', '/kontakt#formular', '_self', false, false],
      ['Konstanz', '/store/konstanz', '_self', false, false],
      ['Instagram', 'https://instagram.com/metzgerei', '_blank', true, false],
      ['Kaputt', '/', '_self', false, false],
      ['Leer', '/', '_blank', true, false],
    ]);
    expect(nav[1].children.map((c) => c.label)).toEqual(['Team']);
  });

  it.each([
    ['/', ['Start']],
    ['/ueber-uns', ['Über uns']],
    ['/ueber-uns/', ['Über uns']],
    ['/kontakt?x=1', ['Nur versteckte Kinder']],
    ['/store/konstanz', ['Konstanz']],
    ['/store/bodman', []],
  ])('active items at %s', (path, active) => {
    expect(
      resolveNavigation(items, ctx(path))
        .filter((i) => i.isActive)
        .map((i) => i.label),
    ).toEqual(active);
  });

  it('a parent is child-active when any descendant is active (recursively)', () => {
    const deep: NavigationItem[] = [
      {
        label: 'A',
        type: 'home',
        isEnabled: true,
        children: [
          { label: 'B', type: 'site', target: 3, isEnabled: true, children: [{ label: 'C', type: 'site', target: 2, isEnabled: true }] },
        ],
      },
    ];
    const [a] = resolveNavigation(deep, ctx('/ueber-uns/team'));
    expect(a).toMatchObject({ isActive: false, isChildActive: true });
    expect(a.children[0]).toMatchObject({ isActive: false, isChildActive: true });
    expect(a.children[0].children[0]).toMatchObject({ isActive: true, isChildActive: false });
    expect(resolveNavigation(deep, ctx('/'))[0]).toMatchObject({ isActive: true, isChildActive: false });
  });

  it('href and active helpers', () => {
    expect(navigationHref({ label: 'B', type: 'branch', target: 5, suffix: '?kategorie=1', isEnabled: true }, ctx('/'))).toBe(
      '/store/konstanz?kategorie=1',
    );
    // A branch may be named by its identifier too; an unknown one falls back to '/'.
    expect(navigationHref({ label: 'B', type: 'branch', target: 'konstanz', isEnabled: true }, ctx('/'))).toBe('/store/konstanz');
    expect(navigationHref({ label: 'B', type: 'branch', target: 'radolfzell', isEnabled: true }, ctx('/'))).toBe('/');
    expect(navigationHref({ label: 'L', type: 'link', target: 'https://x.de', suffix: '#nein', isEnabled: true }, ctx('/'))).toBe(
      'https://x.de',
    );
    expect(isNavigationItemActive({ label: 'L', type: 'link', target: '/', isEnabled: true }, ctx('/'))).toBe(false);
    expect(isNavigationItemActive({ label: 'B', type: 'branch', target: 6, isEnabled: true }, ctx('/store/konstanz'))).toBe(false);
    expect(resolveNavigation(null, ctx('/'))).toEqual([]);
  });

  it('mobile menu: a group whose first child is the parent itself', () => {
    const [, about] = resolveNavigation(items, ctx('/'));
    const group = mobileMenuGroup(about);
    expect(group.map((i) => [i.label, i.href, i.hasChildren])).toEqual([
      ['Über uns', '/ueber-uns', false],
      ['Team', '/ueber-uns/team', false],
    ]);
    const [home] = resolveNavigation(items, ctx('/'));
    expect(mobileMenuGroup(home)).toEqual([home]);
  });
});
