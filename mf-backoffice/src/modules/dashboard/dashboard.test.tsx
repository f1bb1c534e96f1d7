/** @jest-environment jsdom */
import { operationTexts } from '@asp/i18n';
import { CallStatus } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { backofficeApi } from '../../backoffice-api';
import { createBackofficeStore } from '../../store';
import { DashboardPage } from './DashboardPage';
import { presetRange } from './date-range';
import { CSV_BOM } from './figures';
import { UserProfilePage } from './UserProfilePage';

/**
 * The dashboard against a real HTTP server that answers like services/analytics (shapes of
 * libs/contracts analytics/statistics.ts): the cards, the tables under the charts, the CSV
 * export, the reload on a range change and the §8 failure notice with its retry.
 */
const PERIOD = { from: '2026-10-31T23:00:00.000Z', to: '2026-11-03T23:00:00.000Z' };
const days = ['2026-11-01T00:00:00+01:00', '2026-11-02T00:00:00+01:00', '2026-11-03T00:00:00+01:00'];
const series = (values: number[]) => ({
  ...PERIOD,
  interval: 'day',
  total: values.reduce((a, b) => a + b, 0),
  points: values.map((value, i) => ({ start: days[i], value })),
});
const breakdown = (rows: [string, string, number][]) => {
  const total = rows.reduce((sum, row) => sum + row[2], 0);
  return { ...PERIOD, total, rows: rows.map(([key, label, value]) => ({ key, label, value, share: value / total })) };
};

/** The current period (1–3 November 2026) and, for `from` 2026-10-29, the previous one. */
function answer(name: string, previous: boolean): unknown {
  switch (name) {
    case 'unique-visitors':
      return previous ? series([1000, 0, 0]) : series([400, 534, 300]);
    case 'orders':
      return previous ? series([12, 0, 0]) : series([4, 0, 6]);
    case 'revenue':
      return previous ? { ...series([600, 0, 0]), orders: 12, average: 50 } : { ...series([120, 0, 292.5]), orders: 9, average: 45.83 };
    case 'canceled-orders':
      return previous ? { ...series([0, 0, 0]), orders: 12, rate: 0 } : { ...series([1, 0, 0]), orders: 10, rate: 0.1 };
    case 'revenue-origins':
      return breakdown([
        ['delivery', 'delivery', 300],
        ['takeaway', 'takeaway', 112.5],
      ]);
    case 'order-times':
      return {
        ...PERIOD,
        total: 3,
        cells: [
          { weekday: 6, hour: 23, value: 2 },
          { weekday: 1, hour: 9, value: 1 },
        ],
      };
    case 'popular-items':
      return {
        ...PERIOD,
        total: 180.4,
        rows: [
          { key: '12:kilogram', label: 'Rinderhüfte', value: 7.5, share: 1, unit: 'kilogram', unitLabel: 'kg', orders: 5, revenue: 180.4 },
        ],
        totals: [{ unit: 'kilogram', unitLabel: 'kg', value: 7.5 }],
      };
    case 'browsers':
      return breakdown([
        ['Chrome', 'Chrome', 6],
        ['Firefox', 'Firefox', 4],
      ]);
    case 'operating-systems':
      return breakdown([['Windows', 'Windows', 10]]);
    case 'resolutions':
      return breakdown([['1920×1080', '1920×1080', 10]]);
    case 'referrers':
      return breakdown([
        ['', '', 3],
        ['google.de', 'google.de', 1],
      ]);
    case 'event-flow':
      return {
        ...PERIOD,
        total: 6,
        links: [
          { from: '', to: '/', value: 3 },
          { from: '/', to: '/shop', value: 2 },
          { from: '/shop', to: '/', value: 1 },
        ],
      };
    case 'working-schedules':
      return {
        ...PERIOD,
        interval: 'day',
        planned: 960,
        worked: 900,
        adherence: 0.9375,
        points: [],
        users: [{ user: 3, planned: 960, worked: 900, adherence: 0.9375 }],
      };
    default:
      return null;
  }
}

/**
 * Set by a test: the next statistics call for CURRENT's period answers 500. Keyed on the period
 * because calls of the test before (another range) may still arrive; other calls answer as usual.
 */
let failNextStatisticsCall = false;

const api = withApiTestServer((request) => {
  const url = new URL(request.url, 'http://test');
  const name = url.pathname.replace('/api/statistics/', '');
  if (failNextStatisticsCall && url.pathname.startsWith('/api/statistics/') && url.searchParams.get('from') === '2026-11-01') {
    failNextStatisticsCall = false;
    return { status: 500, body: { errors: [{ message: operationTexts.statisticsFailed }] } };
  }
  if (name === 'user-profile')
    return {
      status: 200,
      body: {
        data: {
          user: 3,
          start: PERIOD.from,
          now: PERIOD.to,
          end: PERIOD.to,
          worked: 465,
          planned: 480,
          balance: -15,
          plannedTotal: 480,
          remaining: 0,
          kinds: [{ key: 'work', label: 'Arbeit', value: 465, share: 1 }],
          days: [{ date: '2026-11-02', planned: 480, worked: 465 }],
        },
      },
    };
  if (name === 'user-profile-working-activities')
    return {
      status: 200,
      body: {
        data: {
          user: 3,
          start: PERIOD.from,
          end: PERIOD.to,
          total: 465,
          activities: [
            {
              id: 17,
              kind: 'work',
              branch: 1,
              start: '2026-11-02T07:00:00.000Z',
              end: '2026-11-02T15:00:00.000Z',
              minutes: 465,
              pauseMinutes: 15,
            },
          ],
        },
      },
    };
  if (url.pathname.startsWith('/api/branches')) return { status: 200, body: { data: [{ id: 1, name: 'Konstanz' }] } };
  const data = answer(name, url.searchParams.get('from') === '2026-10-29');
  return data ? { status: 200, body: { data } } : { status: 404, body: { errors: [{ message: 'unbekannt' }] } };
});

const CURRENT = '/backend/dashboard?range=custom&from=2026-11-01&to=2026-11-03&interval=day';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/dashboard', element: <DashboardPage /> },
      { path: '/backend/dashboard/users/:id', element: <UserProfilePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <CallStatus api={backofficeApi} />
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const statisticsCalls = (name: string) => api.seen.filter((request) => request.url.startsWith(`/api/statistics/${name}?`));
const cells = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .map((row) => row.textContent);

test('the cards show the headline figures and their change against the previous period of the same length', async () => {
  renderAt(CURRENT);
  expect(await screen.findByTestId('figure-visitors-value')).toBeTruthy();
  expect(screen.getByTestId('figure-visitors-value').textContent).toBe('1.234');
  expect(screen.getByTestId('figure-visitors-change').textContent).toContain('+23,4 %');
  expect(screen.getByTestId('figure-visitors-change').textContent).toContain('Vorzeitraum: 1.000');
  expect(screen.getByTestId('figure-orders-value').textContent).toBe('10');
  expect(screen.getByTestId('figure-orders-change').textContent).toContain('↓');
  expect(screen.getByTestId('figure-orders-change').textContent).toContain('−16,7 %');
  expect(screen.getByTestId('figure-revenue-value').textContent).toBe('412,50 €');
  expect(screen.getByTestId('figure-average-value').textContent).toBe('45,83 €');
  expect(screen.getByTestId('figure-cancellation-value').textContent).toBe('10,0 %');
  // A rise from 0 % has no percentage change.
  expect(screen.getByTestId('figure-cancellation-change').textContent).toContain('–');
  // Period and previous period (3 days each) as whole days; branch filter 'all' sends no branch.
  expect(statisticsCalls('orders').map((request) => request.url)).toEqual([
    '/api/statistics/orders?from=2026-11-01&to=2026-11-03&interval=day',
    '/api/statistics/orders?from=2026-10-29&to=2026-10-31&interval=month',
  ]);
});

test('each chart has its table with the numbers in German format', async () => {
  renderAt(CURRENT);
  await screen.findByTestId('table-over-time');
  expect(cells('table-over-time')).toEqual(['ZeitraumBesucherBestellungen', '01.11.20264004', '02.11.20265340', '03.11.20263006']);
  expect(cells('table-revenue-origins')).toEqual(['HerkunftUmsatzAnteil', 'Lieferung300,00 €72,7 %', 'Abholung112,50 €27,3 %']);
  expect(cells('table-popular-items')[1]).toBe('Rinderhüfte7,50kg5180,40 €');
  expect(cells('table-referrers')[1]).toBe('Direkt375,0 %');
  expect(cells('table-event-flow')).toEqual(['VonNachAnzahl', 'Einstieg/3', '//shop2', '/shop/1']);
  const saturday = within(screen.getByTestId('table-order-times')).getByRole('rowheader', { name: 'Samstag' }).closest('tr');
  expect(saturday?.querySelectorAll('td')[23].textContent).toBe('2');
  expect(cells('table-working-time')[1]).toBe('#316,00 h15,00 h93,8 %');
  // The chart is decoration for assistive technology; the back way '/shop' → '/' is in the table only.
  expect(screen.getByTestId('panel-event-flow').querySelector('[aria-hidden="true"]')).toBeTruthy();
  expect(screen.getByTestId('panel-event-flow').textContent).toContain('Rückwege zwischen Seiten zeigt nur die Tabelle.');
});

test("'CSV exportieren' downloads exactly the numbers of the table, as German CSV", async () => {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:statistik';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  renderAt(CURRENT);
  await screen.findByTestId('table-revenue-origins');
  fireEvent.click(screen.getByTestId('csv-revenue-origins'));
  expect(names).toEqual(['statistik-umsatz-nach-herkunft-2026-11-01-2026-11-03.csv']);
  // Read as bytes: a text reader would swallow the byte order mark the file must start with.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('utf8'));
    reader.readAsArrayBuffer(blobs[0]);
  });
  expect(blobs[0].type).toBe('text/csv;charset=utf-8');
  expect(text).toBe(`${CSV_BOM}Herkunft;Umsatz;Anteil\r\nLieferung;300,00;72,7\r\nAbholung;112,50;27,3\r\n`);
  click.mockRestore();
});

test('a range change reloads the figures for the new period (and keeps it in the URL)', async () => {
  const router = renderAt(CURRENT);
  await screen.findByTestId('table-over-time');
  fireEvent.change(screen.getByTestId('range-preset'), { target: { value: 'year' } });
  const year = presetRange('year', new Date());
  await waitFor(() =>
    expect(statisticsCalls('orders').some((request) => request.url.includes(`from=${year.from}&to=${year.to}`))).toBe(true),
  );
  expect(router.state.location.search).toBe('?range=year&interval=month');
  // Custom days: the chosen start goes into the URL; a start after the end is not taken.
  fireEvent.change(screen.getByTestId('range-preset'), { target: { value: 'custom' } });
  fireEvent.change(await screen.findByLabelText('Von'), { target: { value: `${Number(year.to.slice(0, 4)) - 1}-06-01` } });
  await waitFor(() => expect(router.state.location.search).toContain(`from=${Number(year.to.slice(0, 4)) - 1}-06-01`));
  fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2999-01-01' } });
  expect(router.state.location.search).toContain(`from=${Number(year.to.slice(0, 4)) - 1}-06-01`);
});

test('back to a range shown a moment ago loads its figures again (they include today)', async () => {
  const router = renderAt(CURRENT);
  await screen.findByTestId('table-over-time');
  const currentCalls = () => statisticsCalls('orders').filter((request) => request.url.includes('from=2026-11-01&to=2026-11-03')).length;
  const before = currentCalls();
  fireEvent.change(screen.getByTestId('range-preset'), { target: { value: 'year' } });
  await waitFor(() => expect(router.state.location.search).toBe('?range=year&interval=month'));
  await screen.findByTestId('table-over-time');
  await act(() => router.navigate(CURRENT));
  await waitFor(() => expect(currentCalls()).toBe(before + 1));
  expect(await screen.findByTestId('table-over-time')).toBeTruthy();
});

test("a failed call shows 'Statistik konnte nicht geladen werden.' in the layout's notice; 'Erneut versuchen' loads again", async () => {
  failNextStatisticsCall = true;
  renderAt(CURRENT);
  const notice = await screen.findByTestId('call-error');
  expect(notice.textContent).toContain('Statistik konnte nicht geladen werden.');
  expect(screen.getByTestId('skeleton-over-time')).toBeTruthy();
  fireEvent.click(within(notice).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByTestId('figure-revenue-value')).toBeTruthy();
  expect(screen.queryByTestId('call-error')).toBeNull();
});

test('the staff profile shows worked against planned hours, the balance and the activities of the period', async () => {
  renderAt('/backend/dashboard/users/3?from=2026-11-01&to=2026-11-30');
  expect(await screen.findByTestId('table-profile-days')).toBeTruthy();
  expect(screen.getByTestId('profile-worked').textContent).toContain('7,75 h');
  expect(screen.getByTestId('profile-balance').textContent).toContain('-0,25 h');
  expect(screen.getByTestId('profile-adherence').textContent).toContain('96,9 %');
  expect(cells('table-profile-days')[1]).toBe('02.11.20268,00 h7,75 h-0,25 h');
  expect(cells('table-profile-activities')[1]).toBe('02.11.2026, 08:007,75 h02.11.2026, 16:00ArbeitKonstanz0,25 h');
  expect(api.seen.some((request) => request.url === '/api/statistics/user-profile?user=3&start=2026-11-01&end=2026-11-30')).toBe(true);
});

test('the branch of a link chooses the layout filter; the figures are loaded for that branch', async () => {
  renderAt(`${CURRENT}&branch=1`);
  await screen.findByTestId('table-over-time');
  expect(statisticsCalls('orders').map((request) => request.url)).toEqual([
    '/api/statistics/orders?from=2026-11-01&to=2026-11-03&interval=day&branch=1',
    '/api/statistics/orders?from=2026-10-29&to=2026-10-31&interval=month&branch=1',
  ]);
});

test("the working-time panel links to the staff member's profile for the same period", async () => {
  const router = renderAt(CURRENT);
  fireEvent.click(await screen.findByTestId('profile-link-3'));
  expect(await screen.findByTestId('user-profile')).toBeTruthy();
  expect(router.state.location.pathname + router.state.location.search).toBe('/backend/dashboard/users/3?from=2026-11-01&to=2026-11-03');
});
