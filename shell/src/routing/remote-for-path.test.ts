import { handlesOwnOffline, hasPublicChrome, hasPublicContentHome, remoteForPath } from './remote-for-path';

describe('remoteForPath', () => {
  it.each([
    ['/backend', 'mf_backoffice'],
    ['/backend/', 'mf_backoffice'],
    ['/backend/login', 'mf_backoffice'],
    ['/backend/logout', 'mf_backoffice'],
    ['/backend/branches/3', 'mf_backoffice'],
    ['/screens/frontdesk/1/abc', 'mf_backoffice'],
    ['/screens/kitchen/1/abc', 'mf_backoffice'],
    ['/screens', 'mf_backoffice'],
    ['/tv/wohnzimmer-1', 'mf_signage'],
    ['/tv', 'mf_signage'],
    ['/signage/tv-konstanz-theke/demo-tv-theke-k7Qm2xP9', 'mf_signage'],
    ['/signage', 'mf_signage'],
    ['/', 'mf_storefront'],
    ['/shop', 'mf_storefront'],
    ['/shop/konstanz', 'mf_storefront'],
    ['/shop/konstanz/checkout', 'mf_storefront'],
    ['/shop/12/wurst', 'mf_storefront'],
    ['/store/konstanz', 'mf_storefront'],
    ['/store/konstanz/checkout/error', 'mf_storefront'],
    ['/status/abc/def', 'mf_storefront'],
    ['/site/privacy', 'mf_cms'],
    ['/site/terms-and-conditions', 'mf_cms'],
    ['/agb', 'mf_cms'],
    ['/datenschutz', 'mf_cms'],
    ['/kontakt', 'mf_cms'],
    ['/unsere-tiere/rind', 'mf_cms'],
    ['/news/2024/neue-filiale', 'mf_cms'],
    ['/job/verkaeufer', 'mf_cms'],
    ['/ueber-uns/team', 'mf_cms'],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('matches whole path segments only', () => {
    expect(remoteForPath('/backendx')).toBe('mf_cms');
    expect(remoteForPath('/shopping')).toBe('mf_cms');
    expect(remoteForPath('/stores/konstanz')).toBe('mf_cms');
    expect(remoteForPath('/tvs')).toBe('mf_cms');
    expect(remoteForPath('/signages')).toBe('mf_cms');
    expect(remoteForPath('/statuses')).toBe('mf_cms');
    expect(remoteForPath('/screensaver')).toBe('mf_cms');
  });
});

describe('the home page', () => {
  it('is the website only when it has a public site at "/"; /store stays the storefront', () => {
    expect(remoteForPath('/', true)).toBe('mf_cms');
    expect(remoteForPath('/', false)).toBe('mf_storefront');
    expect(remoteForPath('/store/konstanz', true)).toBe('mf_storefront');
    expect(remoteForPath('/kontakt', true)).toBe('mf_cms');
    expect(hasPublicContentHome([{ path: '/', isPublic: true }])).toBe(true);
    expect(
      hasPublicContentHome([
        { path: '/', isPublic: false },
        { path: '/kontakt', isPublic: true },
      ]),
    ).toBe(false);
  });
});

describe('hasPublicChrome', () => {
  it('shows the order screens without the public chrome', () => {
    expect(hasPublicChrome(remoteForPath('/screens/frontdesk/1/abc'))).toBe(false);
  });

  it('frames the public remotes only', () => {
    expect(['mf_storefront', 'mf_cms', 'mf_backoffice', 'mf_signage'].filter((r) => hasPublicChrome(r as never))).toEqual([
      'mf_storefront',
      'mf_cms',
    ]);
  });
});

describe('handlesOwnOffline', () => {
  it('is true for the order screens and the TV players only', () => {
    expect(handlesOwnOffline('/screens/frontdesk/1/abc')).toBe(true);
    expect(handlesOwnOffline('/signage/tv-konstanz-theke/demo-tv-theke-k7Qm2xP9')).toBe(true);
    expect(handlesOwnOffline('/screens/kitchen/1/abc')).toBe(true);
    expect(['/', '/shop/konstanz', '/backend', '/tv/x', '/screensaver', '/signages'].some(handlesOwnOffline)).toBe(false);
  });
});
