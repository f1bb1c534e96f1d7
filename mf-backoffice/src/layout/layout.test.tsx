/** @jest-environment jsdom */
import type { Branch, Device, Order } from '@asp/contracts';
import { withApiTestServer } from '@asp/web-kit/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireUser } from '../session/RequireUser';
import { createBackofficeStore } from '../store';
import { BackofficeLayout } from './BackofficeLayout';
import { branchFilterKey } from './branch-filter-storage';
import { BACKOFFICE_GROUPS, groupModules, modulesFor } from './modules';
import { StartPage } from './StartPage';

/**
 * The back-office frame against a scripted network (the layout, its store and the
 * web-kit client run for real): the start page's attention counts, the branch filter
 * remembered per user and an employee's choices.
 */
let me: { id: number; roles: string[]; branches: Array<{ id: number }> };
let orders: (url: string) => Partial<Order>[] = () => [];
let devices: (url: string) => Partial<Device>[] = () => [];

const BRANCHES = [
  { id: 1, name: 'Metzgerei Konstanz', identifier: 'konstanz' },
  { id: 2, name: 'Metzgerei Bodman', identifier: 'bodman' },
  { id: 3, name: 'Metzgerei Owingen', identifier: 'owingen' },
] as Branch[];

const order = (id: number, branch: number, flags: Partial<Order> = {}): Partial<Order> => ({
  id,
  branch: { id: branch },
  isConfirmed: false,
  isInDelivery: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isCompleted: false,
  ...flags,
});
const device = (id: number, branch: number, online: boolean): Partial<Device> => ({
  id,
  branch,
  online,
  name: `Drucker ${id}`,
  identifier: `drucker-${id}`,
});

function answer(url: string): unknown {
  if (url.startsWith('/api/users/me')) {
    return { data: { roles: me.roles, user: { ...me, username: 'anna', email: null, firstName: 'Anna', lastName: 'Huber' } } };
  }
  if (url.startsWith('/api/branches')) return { data: BRANCHES };
  if (url.startsWith('/api/orders/current')) return { data: orders(url) };
  if (url.startsWith('/api/devices')) return { data: devices(url) };
  return { data: [] };
}

const api = withApiTestServer((request) => ({ status: 200, body: answer(request.url) }));

beforeEach(() => {
  localStorage.clear();
  me = { id: 7, roles: ['ROLE_ADMIN'], branches: [] };
  orders = () => [];
  devices = () => [];
});

function renderBackoffice() {
  const store = createBackofficeStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/backend']}>
        <Routes>
          <Route
            path="/backend"
            element={
              <RequireUser>
                <BackofficeLayout />
              </RequireUser>
            }
          >
            <Route index element={<StartPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, view };
}

const urls = (prefix: string) => api.seen.filter((call) => call.url.startsWith(prefix)).map((call) => call.url);
const branchSelect = () => within(screen.getByTestId('branch-filter')).getByRole('combobox');

describe('start page', () => {
  test('counts the orders waiting for confirmation per branch and the offline devices, under the branch filter', async () => {
    orders = (url) =>
      url.includes('branch=1')
        ? [order(1, 1), order(2, 1)]
        : [order(1, 1), order(2, 1), order(3, 1, { isConfirmed: true }), order(4, 2), order(5, 3, { isInDelivery: true })];
    devices = (url) => (url.includes('branch=1') ? [device(1, 1, true)] : [device(1, 1, true), device(2, 2, false)]);
    renderBackoffice();

    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('attention-orders-count').textContent).toBe('3'));
    expect(screen.getByTestId('attention-orders-branch-1').textContent).toBe('Metzgerei Konstanz: 2');
    expect(screen.getByTestId('attention-orders-branch-2').textContent).toBe('Metzgerei Bodman: 1');
    // Confirmed or out for delivery: not waiting.
    expect(screen.queryByTestId('attention-orders-branch-3')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('attention-devices-count').textContent).toBe('1'));
    expect(screen.getByTestId('attention-device-drucker-2').textContent).toBe('Drucker 2 (Metzgerei Bodman)');
    expect(urls('/api/orders')).toEqual(['/api/orders/current']);
    expect(urls('/api/devices')).toEqual(['/api/devices?limit=1000&offset=0']);

    // Konstanz only: both calls ask for the branch, the counts follow.
    await waitFor(() => expect(within(branchSelect()).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(branchSelect(), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('attention-orders-count').textContent).toBe('2'));
    expect(screen.queryByTestId('attention-orders-branch-2')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('attention-devices-count').textContent).toBe('0'));
    expect(screen.getByText('Alle Geräte sind online.')).toBeTruthy();
    expect(urls('/api/orders').at(-1)).toBe('/api/orders/current?branch=1');
    expect(urls('/api/devices').at(-1)).toBe('/api/devices?branch=1&limit=1000&offset=0');
  });

  test('says so when no order waits, and lists the modules by group with links', async () => {
    renderBackoffice();
    expect(await screen.findByText('Keine Bestellung wartet auf Bestätigung.')).toBeTruthy();
    const modules = screen.getByTestId('start-modules');
    expect(within(modules).getByRole('heading', { name: 'Filialen & Geräte' })).toBeTruthy();
    expect(within(modules).getByRole('link', { name: 'Geräte öffnen' }).getAttribute('href')).toBe('/backend/devices');
    // The navigation is grouped the same way and keeps its test ids.
    const nav = screen.getByRole('navigation', { name: 'Module' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(groupModules().map((g) => g.group));
    expect(within(nav).getByTestId('nav-devices').textContent).toBe('Geräte');
    expect(within(nav).getByTestId('nav-users')).toBeTruthy();
  });
});

describe('module groups', () => {
  test('keep the group order; entries without a (known) group go to System', () => {
    const grouped = groupModules([
      { path: '/a', label: 'A', testId: 'a' },
      { path: '/b', label: 'B', testId: 'b', group: 'Katalog' },
      { path: '/c', label: 'C', testId: 'c', group: 'Bestellungen' },
      { path: '/d', label: 'D', testId: 'd', group: 'Unbekannt' },
    ]);
    expect(grouped.map((g) => [g.group, g.modules.map((m) => m.label)])).toEqual([
      ['Bestellungen', ['C']],
      ['Katalog', ['B']],
      ['System', ['A', 'D']],
    ]);
    expect(BACKOFFICE_GROUPS).toEqual(['Bestellungen', 'Katalog', 'Filialen & Geräte', 'Website', 'Personal', 'System']);
  });

  test('entries with roles are shown to those roles only', () => {
    const modules = [
      { path: '/a', label: 'A', testId: 'a' },
      { path: '/u', label: 'U', testId: 'u', roles: ['ROLE_ADMIN'] },
    ];
    expect(modulesFor(['ROLE_EMPLOYEE'], modules).map((m) => m.label)).toEqual(['A']);
    expect(modulesFor(['ROLE_EMPLOYEE', 'ROLE_ADMIN'], modules).map((m) => m.label)).toEqual(['A', 'U']);
  });
});

describe('branch filter', () => {
  test('is remembered per user: the same user gets it back before any list loads, another user starts at all branches', async () => {
    const first = renderBackoffice();
    await waitFor(() => expect(within(branchSelect()).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(branchSelect(), { target: { value: '2' } });
    expect(localStorage.getItem(branchFilterKey(7))).toBe('2');
    await waitFor(() => expect(urls('/api/orders').at(-1)).toBe('/api/orders/current?branch=2'));
    first.view.unmount();

    api.seen.length = 0;
    renderBackoffice();
    await waitFor(() => expect(urls('/api/orders')).toHaveLength(1));
    // The first call already is the remembered branch's (no unfiltered load before it).
    expect(urls('/api/orders')).toEqual(['/api/orders/current?branch=2']);
    await waitFor(() => expect((branchSelect() as HTMLSelectElement).value).toBe('2'));
    cleanup();

    api.seen.length = 0;
    me = { id: 8, roles: ['ROLE_ADMIN'], branches: [] };
    renderBackoffice();
    await waitFor(() => expect(urls('/api/orders')).toEqual(['/api/orders/current']));
    expect((branchSelect() as HTMLSelectElement).value).toBe('');

    // Back to all branches forgets the choice.
    cleanup();
    me = { id: 7, roles: ['ROLE_ADMIN'], branches: [] };
    renderBackoffice();
    await waitFor(() => expect((branchSelect() as HTMLSelectElement).value).toBe('2'));
    await waitFor(() => expect(within(branchSelect()).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(branchSelect(), { target: { value: '' } });
    expect(localStorage.getItem(branchFilterKey(7))).toBeNull();
  });

  test('an employee chooses among their own branches only; a stored foreign branch is not restored', async () => {
    me = { id: 9, roles: ['ROLE_EMPLOYEE'], branches: [{ id: 2 }, { id: 3 }] };
    localStorage.setItem(branchFilterKey(9), '1');
    renderBackoffice();
    await waitFor(() =>
      expect(
        within(branchSelect())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Alle Filialen', 'Metzgerei Bodman', 'Metzgerei Owingen']),
    );
    expect((branchSelect() as HTMLSelectElement).value).toBe('');
    expect(urls('/api/orders')[0]).toBe('/api/orders/current');
    // The admin-only modules are not in an employee's navigation.
    expect(screen.queryByTestId('nav-users')).toBeNull();
    expect(screen.getByTestId('nav-devices')).toBeTruthy();
  });
});
