import { branchSchema, defaultConfig, navigationSchema, type NavigationInput } from '@asp/contracts';
import type { StartupData } from '@asp/web-kit';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ChromeContext, type ChromeState } from './chrome-context';
import { CookieBanner } from './CookieBanner';
import { ExtendedFooter } from './Footer';
import { Header } from './Header';
import { routeMeta } from './route-meta';
import { StaffToolbar } from './StaffToolbar';

const konstanz = branchSchema.parse({
  id: 1,
  identifier: 'konstanz',
  name: 'Konstanz',
  street: 'Marktstätte 4',
  zipCode: '78462',
  city: 'Konstanz',
  latitude: 47.66,
  longitude: 9.17,
});
const singen = branchSchema.parse({ id: 2, identifier: 'singen', name: 'Singen' });

function startupWith(patch: Partial<StartupData> & Record<string, unknown> = {}): StartupData {
  return {
    config: { ...defaultConfig(), shopName: 'Metzgerei Muster' },
    user: { roles: [], user: null },
    divisions: [],
    branches: [konstanz, singen],
    menus: [],
    categories: [],
    products: [],
    tags: [],
    tables: [],
    sites: [],
    navigations: [],
    blocks: [],
    nodes: [],
    donatees: [],
    ...patch,
  } as StartupData;
}

/** Navigations as the content service sends them (defaults filled by the contract). */
const asNavigations = (inputs: NavigationInput[]) => inputs.map((input, index) => navigationSchema.parse({ ...input, id: index + 1 }));

function render(node: ReactNode, startup: StartupData, pathname = '/', selfService = false) {
  const state: ChromeState = {
    startup,
    config: startup.config,
    pathname,
    selfService,
    meta: routeMeta(
      pathname,
      startup.branches.map((b) => b.identifier),
    ),
    branches: startup.branches.filter((b) => b.isPublic && b.isEnabled),
  };
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <ChromeContext.Provider value={state}>{node}</ChromeContext.Provider>
    </MemoryRouter>,
  );
}

const header = <Header showInstallLink={false} onInstall={() => undefined} />;

describe('Header (storefront.md §2.3)', () => {
  it('shows the shop name, the Shop link and the cart button; no menu without a navigation', () => {
    const html = render(header, startupWith());
    expect(html).toContain('Metzgerei Muster');
    expect(html).toContain('data-testid="shop-link"');
    expect(html).toContain('data-testid="cart-button"');
    expect(html).not.toContain('data-testid="main-menu"');
    expect(html).not.toContain('data-testid="mobile-menu-button"');
    expect(html).not.toContain('Online Bestellen');
  });

  it("links 'Online Bestellen' to the branch when exactly one exists", () => {
    const html = render(header, startupWith({ branches: [konstanz] }));
    expect(html).toMatch(/href="\/store\/konstanz"[^>]*>Online Bestellen</);
  });

  it('hides the cart button on checkout routes', () => {
    expect(render(header, startupWith(), '/shop/konstanz/checkout')).not.toContain('data-testid="cart-button"');
    expect(render(header, startupWith(), '/store/konstanz/checkout/error')).not.toContain('data-testid="cart-button"');
  });

  it('renders the public mainMenu navigation and offers the mobile menu for mobileMenu', () => {
    const navigations = asNavigations([
      {
        identifier: 'mainMenu',
        isPublic: true,
        items: [
          { label: 'Start', type: 'home', isEnabled: true },
          { label: 'Versteckt', type: 'home', isEnabled: false },
          { label: 'Blog', type: 'link', target: 'https://blog.example.org', isEnabled: true },
        ],
      },
      { identifier: 'mobileMenu', isPublic: true, items: [{ label: 'Start', type: 'home', isEnabled: true }] },
      { identifier: 'footer', isPublic: false, items: [{ label: 'Intern', type: 'home', isEnabled: true }] },
    ]);
    const html = render(header, startupWith({ navigations }));
    expect(html).toContain('data-testid="main-menu"');
    expect(html).toMatch(/aria-current="page" href="\/"[^>]*>Start</);
    expect(html).toMatch(/href="https:\/\/blog.example.org" target="_blank"/);
    expect(html).not.toContain('Versteckt');
    expect(html).toContain('data-testid="mobile-menu-button"');
  });
});

describe('StaffToolbar (storefront.md §2.13)', () => {
  it('is absent for visitors', () => {
    expect(render(<StaffToolbar />, startupWith())).toBe('');
  });
  it('shows the back-office links in a new tab, the user name and the version for a signed-in user', () => {
    const user = { id: 1, username: 'admin', email: null, firstName: 'Anna', lastName: 'Admin', roles: ['ROLE_ADMIN'], branches: [] };
    const html = render(<StaffToolbar />, startupWith({ user: { roles: ['ROLE_ADMIN'], user } }));
    expect(html).toMatch(/href="\/backend#\/sites" target="_blank"[^>]*>Seiten</);
    expect(html).toMatch(/href="\/backend#\/dashboard" target="_blank"[^>]*>Statistiken</);
    expect(html).toMatch(/href="\/backend#\/navigations" target="_blank"[^>]*>Navigationen</);
    expect(html).toContain('Anna Admin');
    expect(html).toMatch(/Version \S+/);
  });
});

describe('CookieBanner (storefront.md §2.13)', () => {
  it("links 'Mehr erfahren' to /site/privacy when the privacy text exists, else externally", () => {
    const internal = render(
      <CookieBanner consentGiven={false} />,
      startupWith({ config: { ...defaultConfig(), privacyPolicyText: '<p>Text</p>' } }),
    );
    expect(internal).toMatch(/href="\/site\/privacy"[^>]*>Mehr erfahren</);
    const external = render(
      <CookieBanner consentGiven={false} />,
      startupWith({ config: { ...defaultConfig(), privacyPolicy: 'https://example.org/ds' } }),
    );
    expect(external).toMatch(/href="https:\/\/example.org\/ds" target="_blank"/);
    expect(external).toContain('Akzeptieren');
  });
  it('is gone with consent and in self-service', () => {
    expect(render(<CookieBanner consentGiven />, startupWith())).toBe('');
    expect(render(<CookieBanner consentGiven={false} />, startupWith(), '/', true)).toBe('');
  });
});

describe('ExtendedFooter (storefront.md §2.13)', () => {
  it("lists every public enabled branch with 'Filiale', address and a 'Route' link", () => {
    const html = render(<ExtendedFooter />, startupWith());
    expect(html).toContain('Filiale');
    expect(html).toContain('Marktstätte 4');
    expect(html).toMatch(/href="https:\/\/www.google.com\/maps\/dir\/\?api=1&amp;destination=47.66,9.17"[^>]*>Route</);
    expect(html).not.toContain('data-testid="footer-company"');
    expect(html).not.toContain('data-testid="footer-social"');
  });

  it('opening hours: one row per day group, each interval unbroken in its own span, the text kept', () => {
    const workday = (day: string) => [
      { type: day, from: '07:30', to: '12:30' },
      { type: day, from: '14:30', to: '18:00' },
    ];
    const openingHours = [
      ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].flatMap(workday),
      { type: 'saturday', from: '07:00', to: '12:30' },
    ];
    const html = render(<ExtendedFooter />, startupWith({ branches: [branchSchema.parse({ ...konstanz, openingHours }), singen] }));
    const hours = /<dl class="asp-footer__hours">(.*?)<\/dl>/.exec(html)?.[1] ?? '';
    const rows = [...hours.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)];
    expect(rows.map(([, days, dd]) => [days, dd.replace(/<[^>]+>/g, '')])).toEqual([
      ['Montag - Freitag', '07:30 - 12:30 Uhr, 14:30 - 18:00 Uhr'],
      ['Samstag', '07:00 - 12:30 Uhr'],
      ['Sonntag', 'geschlossen'],
    ]);
    expect([...rows[0][2].matchAll(/<span class="asp-footer__hours-range">(.*?)<\/span>/g)].map((m) => m[1])).toEqual([
      '07:30 - 12:30 Uhr,',
      '14:30 - 18:00 Uhr',
    ]);
  });

  it("shows the public navigation 'social' as social media links", () => {
    const navigations = asNavigations([
      {
        identifier: 'social',
        isPublic: true,
        items: [
          { label: 'Instagram', type: 'link', target: 'https://instagram.com/metzgerei', isEnabled: true },
          { label: 'Alt', type: 'link', target: 'https://x.example', isEnabled: false },
        ],
      },
    ]);
    const html = render(<ExtendedFooter />, startupWith({ navigations }));
    expect(html).toContain('data-testid="footer-social"');
    expect(html).toContain('Social Media');
    expect(html).toMatch(/href="https:\/\/instagram.com\/metzgerei" target="_blank"[^>]*>Instagram</);
    expect(html).not.toContain('x.example');
  });
});
