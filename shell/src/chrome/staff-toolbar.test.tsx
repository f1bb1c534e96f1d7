/** @jest-environment jsdom */
import { branchSchema, defaultConfig, type CurrentUser } from '@asp/contracts';
import type { StartupData } from '@asp/web-kit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AdminTools } from './AdminTools';
import { shownCategoryId } from './admin-tools';
import { ChromeContext, type ChromeState } from './chrome-context';
import { routeMeta } from './route-meta';
import { StaffToolbar } from './StaffToolbar';

/**
 * The staff toolbar and the frontend tools panel on the public shop (document 1 §2, §6;
 * storefront.md §2.13, §4): only for a signed-in user (GET /api/users/me of the start-up
 * data), the panel only for ROLE_ADMIN. Rendered as the chrome renders them.
 */
const konstanz = branchSchema.parse({ id: 4, identifier: 'konstanz', name: 'Konstanz' });
const wurst = { id: 12, name: 'Wurst' };
const person = { id: 1, username: 'emuster', email: null, firstName: 'Erika', lastName: 'Muster', branches: [] };

function show(user: CurrentUser, pathname = '/store/konstanz') {
  const startup = {
    config: defaultConfig(),
    user,
    branches: [konstanz],
    categories: [wurst],
    ...Object.fromEntries(
      ['divisions', 'menus', 'products', 'tags', 'tables', 'sites', 'navigations', 'blocks', 'nodes', 'donatees'].map((key) => [key, []]),
    ),
  } as unknown as StartupData;
  const state: ChromeState = {
    startup,
    config: startup.config,
    pathname,
    selfService: false,
    meta: routeMeta(pathname, ['konstanz']),
    branches: [konstanz],
  };
  return render(
    <ChromeContext.Provider value={state}>
      <StaffToolbar />
      <main>Shop</main>
      <AdminTools />
    </ChromeContext.Provider>,
  );
}

const employee: CurrentUser = { roles: ['ROLE_EMPLOYEE'], user: { ...person, roles: ['ROLE_EMPLOYEE'] } } as CurrentUser;
const admin: CurrentUser = {
  roles: ['ROLE_EMPLOYEE', 'ROLE_ADMIN'],
  user: { ...person, roles: ['ROLE_EMPLOYEE', 'ROLE_ADMIN'] },
} as CurrentUser;

beforeEach(() => localStorage.clear());

test('a visitor sees neither toolbar nor panel: nothing is rendered, so nothing shifts', () => {
  const { container } = show({ roles: [], user: null });
  expect(screen.queryByTestId('staff-toolbar')).toBeNull();
  expect(screen.queryByTestId('admin-tools')).toBeNull();
  expect(container.innerHTML).toBe('<main>Shop</main>');
});

test('a signed-in employee gets the toolbar: links in a new tab, the formatted name, the user menu, the version', () => {
  show(employee);
  const toolbar = screen.getByRole('region', { name: 'Werkzeugleiste' });
  const link = (name: string) => within(toolbar).getByRole('link', { name });
  expect(link('Seiten')).toHaveProperty('target', '_blank');
  expect(link('Seiten').getAttribute('href')).toBe('/backend#/sites');
  expect(link('Statistiken').getAttribute('href')).toBe('/backend#/dashboard');
  expect(link('Statistiken')).toHaveProperty('target', '_blank');
  expect(link('Navigationen').getAttribute('href')).toBe('/backend#/navigations');
  expect(link('Navigationen')).toHaveProperty('target', '_blank');
  expect(within(toolbar).getByTestId('app-version').textContent).toMatch(/^Version \S+$/);

  const menuButton = within(toolbar).getByRole('button', { name: /Erika Muster/ });
  expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  expect(within(toolbar).queryByRole('link', { name: 'Abmelden' })).toBeNull();
  fireEvent.click(menuButton);
  expect(link('Ins Backend wechseln').getAttribute('href')).toBe('/backend');
  expect(link('Abmelden').getAttribute('href')).toBe('/backend/logout');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(within(toolbar).queryByRole('link', { name: 'Abmelden' })).toBeNull();

  // The frontend tools panel is the administrator's only.
  expect(screen.queryByTestId('admin-tools')).toBeNull();
});

test('the toggle switches between active and inactive and is remembered', () => {
  const first = show(employee);
  const toggle = screen.getByTestId('staff-toolbar-toggle');
  expect(toggle.textContent).toBe('Aktiv');
  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(toggle);
  expect(toggle.textContent).toBe('Inaktiv');
  expect(screen.queryByRole('link', { name: 'Seiten' })).toBeNull();
  first.unmount();

  // The next page keeps the choice.
  show(employee);
  expect(screen.getByTestId('staff-toolbar-toggle').textContent).toBe('Inaktiv');
  fireEvent.click(screen.getByTestId('staff-toolbar-toggle'));
  expect(screen.getByRole('link', { name: 'Seiten' })).toBeTruthy();
});

test('ROLE_ADMIN also gets the frontend tools panel, acting on the page shown', () => {
  show(admin);
  expect(screen.getByTestId('staff-toolbar')).toBeTruthy();
  const open = screen.getByRole('button', { name: 'Werkzeuge' });
  fireEvent.click(open);
  const panel = screen.getByRole('region', { name: 'Frontend-Werkzeuge' });
  expect(within(panel).getByRole('link', { name: 'Filiale „Konstanz“ bearbeiten' }).getAttribute('href')).toBe('/backend/branches/4');
  expect(within(panel).getByRole('link', { name: 'Konfiguration bearbeiten' }).getAttribute('href')).toBe('/backend/config');
  expect(within(panel).getByRole('link', { name: 'Self-Service-Modus starten' }).getAttribute('href')).toBe(
    '/store/konstanz?context=self-service',
  );
  expect(within(panel).getByRole('button', { name: 'Warenkörbe leeren' })).toBeTruthy();
  expect(within(panel).queryByRole('link', { name: /Kategorie/ })).toBeNull();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('region', { name: 'Frontend-Werkzeuge' })).toBeNull();
});

test('on a shop category page the panel links that category in the back office', () => {
  show(admin, '/shop/konstanz/12/wurst');
  fireEvent.click(screen.getByRole('button', { name: 'Werkzeuge' }));
  const panel = screen.getByRole('region', { name: 'Frontend-Werkzeuge' });
  expect(within(panel).getByRole('link', { name: 'Kategorie „Wurst“ bearbeiten' }).getAttribute('href')).toBe('/backend/categories/12');
  expect(shownCategoryId('/shop/3/fleisch/12/wurst', ['konstanz'])).toBe(12);
  expect(shownCategoryId('/shop/12/wurst', ['konstanz'])).toBe(12);
  expect(shownCategoryId('/shop/konstanz', ['konstanz'])).toBeNull();
  expect(shownCategoryId('/store/konstanz', ['konstanz'])).toBeNull();
});

test('the version shown is the app version of document 1 §9, put in by the shell build', () => {
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { version: string };
  expect(manifest.version).toBe('1.7.2-dev');
  const plugin = readFileSync(path.resolve(__dirname, '../../service-worker-plugin.js'), 'utf8');
  expect(plugin).toMatch(/__APP_VERSION__: JSON\.stringify\(version\)/);
});
