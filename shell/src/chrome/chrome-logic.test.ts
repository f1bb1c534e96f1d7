import { branchSchema, defaultConfig } from '@asp/contracts';
import { companyData, footerBranches, legalLink, legalLinks, routeUrl } from './footer-data';
import { canGoPrevious, closeCarousel, hasSeenPopup, initialCarousel, markPopupSeen, nextPopup, previousPopup } from './popup-carousel';
import { routeMeta } from './route-meta';
import { toolbarContent } from './toolbar-content';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('routeMeta (storefront.md §2.1 named routes)', () => {
  const branches = ['konstanz', 'singen'];
  it.each([
    ['/', 'division', null, false, false],
    ['/status/u1/h1', 'status', null, false, false],
    ['/store/konstanz', 'branch', 'konstanz', false, false],
    ['/store/konstanz/checkout', 'checkout', 'konstanz', true, false],
    ['/store/konstanz/checkout/error', 'checkout_error', 'konstanz', true, false],
    ['/shop', 'shop', null, false, true],
    ['/shop/12/wurst', 'shop', null, false, true],
    ['/shop/singen', 'branch', 'singen', false, true],
    ['/shop/singen/12/wurst', 'branch', 'singen', false, true],
    ['/shop/singen/checkout', 'checkout', 'singen', true, true],
    ['/site/privacy', 'site', null, false, false],
    ['/ueber-uns/team', 'site', null, false, false],
  ])('%s → %s', (path, route, branch, isCheckout, isUnderShop) => {
    expect(routeMeta(path, branches)).toEqual({ route, branchIdentifier: branch, isCheckout, isUnderShop });
  });
});

describe('toolbarContent (storefront.md §2.13 via libs/domain)', () => {
  const hours = (from: string, to: string) => [{ type: 'daily', from, to }];
  const konstanz = branchSchema.parse({ id: 1, identifier: 'konstanz', name: 'Konstanz', openingHours: hours('08:00', '18:00') });
  const singen = branchSchema.parse({ id: 2, identifier: 'singen', name: 'Singen', openingHours: hours('08:00', '12:30') });
  const hidden = branchSchema.parse({
    id: 3,
    identifier: 'intern',
    name: 'Intern',
    isPublic: false,
    openingHours: hours('00:00', '23:59'),
  });
  const zone = 'Europe/Berlin';
  const at = (time: string) => new Date(`2025-06-03T${time}:00+02:00`);

  it('counts open public branches without a selection', () => {
    expect(toolbarContent([konstanz, singen, hidden], null, at('10:00'), zone)).toEqual({ kind: 'all', text: '2 Standorte geöffnet' });
    expect(toolbarContent([konstanz, singen, hidden], null, at('13:00'), zone)).toEqual({ kind: 'all', text: '1 Standort geöffnet' });
    expect(toolbarContent([konstanz, singen], null, at('19:00'), zone)).toEqual({ kind: 'all', text: 'Alle Standorte geschlossen' });
  });

  it('shows the selected branch: open until, warning when closing soon, closed', () => {
    expect(toolbarContent([konstanz, singen], 'konstanz', at('10:00'), zone)).toEqual({
      kind: 'branch',
      name: 'Konstanz',
      text: 'Geöffnet bis 18:00',
      isWarning: false,
    });
    expect(toolbarContent([konstanz, singen], 'singen', at('12:00'), zone)).toEqual({
      kind: 'branch',
      name: 'Singen',
      text: 'Geöffnet bis 12:30',
      isWarning: true,
    });
    expect(toolbarContent([konstanz, singen], 'singen', at('13:00'), zone)).toEqual({
      kind: 'branch',
      name: 'Singen',
      text: 'Geschlossen',
      isWarning: false,
    });
  });

  it('falls back to the count for an unknown selection', () => {
    expect(toolbarContent([konstanz], 'nirgendwo', at('10:00'), zone).kind).toBe('all');
  });
});

describe('footer data (storefront.md §2.13)', () => {
  it('shows company data only when name, street, zip code and city are all set', () => {
    const config = { ...defaultConfig(), shopName: 'Metzgerei Muster', street: 'Marktstätte 4', zipCode: '78462', city: 'Konstanz' };
    expect(companyData(config)).toEqual({ name: 'Metzgerei Muster', street: 'Marktstätte 4', zipCode: '78462', city: 'Konstanz' });
    expect(companyData({ ...config, zipCode: ' ' })).toBeNull();
  });

  it('links legal pages internally when the text is configured, else externally, else not at all', () => {
    const config = {
      ...defaultConfig(),
      privacyPolicyText: '<p>Datenschutz …</p>',
      privacyPolicy: 'https://example.org/datenschutz',
      termsAndConditionsText: '<p>&nbsp;</p>',
      termsAndConditions: 'https://example.org/agb',
    };
    expect(legalLink(config, 'privacyPolicy')).toEqual({
      key: 'privacyPolicy',
      label: 'Datenschutz',
      href: '/site/privacy',
      isExternal: false,
    });
    expect(legalLink(config, 'termsAndConditions')).toEqual({
      key: 'termsAndConditions',
      label: 'AGB',
      href: 'https://example.org/agb',
      isExternal: true,
    });
    expect(legalLinks(config).map((l) => l.key)).toEqual(['termsAndConditions', 'privacyPolicy']);
    expect(legalLinks({ ...config, imprintText: '<p>Impressum</p>', allergensText: 'Liste' }).map((l) => l.href)).toEqual([
      'https://example.org/agb',
      '/site/privacy',
      '/site/imprint',
      '/site/allergens',
    ]);
  });

  it('lists public enabled branches, with a route link only with coordinates', () => {
    const a = branchSchema.parse({ id: 1, identifier: 'a', name: 'A', latitude: 47.66, longitude: 9.17 });
    const b = branchSchema.parse({ id: 2, identifier: 'b', name: 'B', isPublic: false });
    const c = branchSchema.parse({ id: 3, identifier: 'c', name: 'C', isEnabled: false });
    expect(footerBranches([a, b, c]).map((x) => x.identifier)).toEqual(['a']);
    expect(routeUrl(a)).toBe('https://www.google.com/maps/dir/?api=1&destination=47.66,9.17');
    expect(routeUrl(b)).toBeNull();
  });
});

describe('popup carousel (storefront.md §2.13, §4)', () => {
  it('opens once per session and never in self-service or without popups', () => {
    expect(initialCarousel(2, false, false).isOpen).toBe(true);
    expect(initialCarousel(2, true, false).isOpen).toBe(false);
    expect(initialCarousel(2, false, true).isOpen).toBe(false);
    expect(initialCarousel(0, false, false).isOpen).toBe(false);
  });

  it('disables previous on the first popup and closes with next on the last', () => {
    let state = initialCarousel(2, false, false);
    expect(canGoPrevious(state)).toBe(false);
    expect(previousPopup(state)).toEqual(state);
    state = nextPopup(state, 2);
    expect(state).toEqual({ index: 1, isOpen: true });
    expect(canGoPrevious(state)).toBe(true);
    expect(previousPopup(state).index).toBe(0);
    expect(nextPopup(state, 2).isOpen).toBe(false);
    expect(closeCarousel(initialCarousel(3, false, false)).isOpen).toBe(false);
  });

  it('remembers hasSeenPopup in session storage', () => {
    const storage = memoryStorage();
    expect(hasSeenPopup(storage)).toBe(false);
    markPopupSeen(storage);
    expect(storage.data.get('hasSeenPopup')).toBe('true');
    expect(hasSeenPopup(storage)).toBe(true);
  });
});
