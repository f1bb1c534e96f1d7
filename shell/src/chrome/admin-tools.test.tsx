import { branchSchema, defaultConfig } from '@asp/contracts';
import type { StartupData } from '@asp/web-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdminTools } from './AdminTools';
import { clearAllStoredCarts } from '@asp/web-kit';
import { seesAdminTools, selfServiceToggleHref } from './admin-tools';
import { ChromeContext } from './chrome-context';
import { routeMeta } from './route-meta';

const konstanz = branchSchema.parse({ id: 1, identifier: 'konstanz', name: 'Konstanz' });
const person = { id: 1, username: 'u', email: null, firstName: 'A', lastName: 'B', branches: [] };

function render(roles: string[], withUser = true, selfService = false): string {
  const startup = {
    config: defaultConfig(),
    user: { roles, user: withUser ? { ...person, roles } : null },
    divisions: [],
    branches: [konstanz],
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
  } as unknown as StartupData;
  const pathname = '/store/konstanz';
  return renderToStaticMarkup(
    <ChromeContext.Provider
      value={{ startup, config: startup.config, pathname, selfService, meta: routeMeta(pathname, ['konstanz']), branches: [konstanz] }}
    >
      <AdminTools />
    </ChromeContext.Provider>,
  );
}

/** A Storage-like map with the methods clearAllStoredCarts uses. */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('frontend tools panel (storefront.md §2.2, §4: ROLE_ADMIN)', () => {
  it('is offered to an administrator, closed at first', () => {
    const html = render(['ROLE_ADMIN']);
    expect(html).toContain('data-testid="admin-tools"');
    expect(html).toMatch(/aria-expanded="false"[^>]*>Werkzeuge</);
  });

  it('is not offered to an employee or a visitor; an administrator keeps it in self-service', () => {
    expect(render(['ROLE_ADMIN'], true, true)).toContain('Werkzeuge');
    expect(render(['ROLE_EMPLOYEE'])).toBe('');
    expect(render([], false)).toBe('');
    expect(seesAdminTools(['ROLE_EMPLOYEE'])).toBe(false);
    expect(seesAdminTools(['ROLE_EMPLOYEE', 'ROLE_ADMIN'])).toBe(true);
  });

  it('switches the self-service context on and off for the page shown', () => {
    expect(selfServiceToggleHref('/store/konstanz', false)).toBe('/store/konstanz?context=self-service');
    expect(selfServiceToggleHref('/store/konstanz', true)).toBe('/store/konstanz?context=shop');
  });

  it('empties every stored cart and the last-cart marker, nothing else', () => {
    const storage = memoryStorage({
      'asp.cart.konstanz': '{}',
      'asp.cart.default': '{}',
      'asp.activeCart': 'konstanz',
      'asp.checkoutDraft': '{}',
      'asp.staffToolbar': 'active',
    });
    expect(clearAllStoredCarts(storage)).toBe(2);
    expect([...storage.map.keys()].sort()).toEqual(['asp.checkoutDraft', 'asp.staffToolbar']);
  });
});
