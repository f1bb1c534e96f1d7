/** @jest-environment jsdom */
import { backofficeTableTexts as texts, fill, validationTexts } from '@asp/i18n';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setBranchFilter } from '../../layout/branch-filter-slice';
import { expectFieldMessage } from '../catalog-parts/testing/field-message';
import { renderScreens, startFakeCatalog, type FakeCatalog } from '../catalog-parts/testing/fake-catalog';
import { tableRoutes } from './routes';

let fake: FakeCatalog;
beforeAll(async () => {
  fake = await startFakeCatalog({
    branches: [
      { id: 3, identifier: 'konstanz', name: 'Metzgerei Konstanz', isDineInEnabled: true },
      { id: 4, identifier: 'bodman', name: 'Filiale Bodman', isDineInEnabled: false },
    ],
    tables: [
      { id: 11, identifier: 'T1', branch: 3, description: 'Fenster' },
      { id: 12, identifier: 'T2', branch: 3, description: '' },
    ],
  });
});
afterAll(() => fake.close());

test('blank identifier and no branch: German messages on both fields; the server refuses a taken identifier on its field', async () => {
  const { router } = renderScreens(tableRoutes, '/backend/tables/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.identifier), validationTexts.blank);
  await waitFor(() => expect(screen.getByLabelText(texts.branch).getAttribute('aria-invalid')).toBe('true'));

  fireEvent.change(screen.getByLabelText(texts.identifier), { target: { value: 'T1' } });
  await screen.findByRole('option', { name: 'Metzgerei Konstanz' });
  fireEvent.change(screen.getByLabelText(texts.branch), { target: { value: '3' } });
  fake.script('POST', '/api/tables', { status: 409, body: { errors: [{ message: validationTexts.unique, field: 'identifier' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.identifier), validationTexts.unique);

  fireEvent.change(screen.getByLabelText(texts.identifier), { target: { value: 'T3' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/tables'));
  expect(fake.seen.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ identifier: 'T3', branch: 3, description: '' });
});

test('the list follows the layout branch filter and links the print sheet of that branch', async () => {
  const { store } = renderScreens(tableRoutes, '/backend/tables');
  act(() => {
    store.dispatch(setBranchFilter(3));
  });
  await waitFor(() => expect(fake.seen.some((r) => r.url === '/api/tables?limit=25&offset=0&sort=identifier&branch=3')).toBe(true));
  expect((await screen.findByTestId('tables-print-all')).getAttribute('href')).toBe('/backend/tables/print?branch=3');
});

test('the print sheet shows a QR card per table with the dine-in link of its branch', async () => {
  renderScreens(tableRoutes, '/backend/tables/print?branch=3');
  const cards = await screen.findAllByTestId('table-qr-card');
  expect(cards.map((card) => card.getAttribute('data-url'))).toEqual([
    `${window.location.origin}/shop/konstanz?table=T1`,
    `${window.location.origin}/shop/konstanz?table=T2`,
    // Created by the first test.
    `${window.location.origin}/shop/konstanz?table=T3`,
  ]);
  expect(cards[0].textContent).toContain(fill(texts.cardTable, { identifier: 'T1' }));
  await waitFor(() => expect(screen.getAllByTestId('table-qr-image')).toHaveLength(3));
  expect(screen.getAllByTestId('table-qr-image')[0].getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByAltText(fill(texts.qrAlt, { identifier: 'T1' }))).toBeTruthy();
});

test('one table: its QR card; a branch without dine-in is named on the form', async () => {
  fake.records.tables.push({ id: 13, identifier: 'Theke', branch: 4, description: '' });
  renderScreens(tableRoutes, '/backend/tables/13/qr');
  const card = await screen.findByTestId('table-qr-card');
  expect(card.getAttribute('data-url')).toBe(`${window.location.origin}/shop/bodman?table=Theke`);
  expect(screen.getByRole('note').textContent).toBe(texts.noDineIn);
});

test('the form says when the chosen branch offers no dine-in', async () => {
  renderScreens(tableRoutes, '/backend/tables/13');
  expect(await screen.findByText(texts.noDineIn)).toBeTruthy();
  await screen.findByRole('option', { name: 'Metzgerei Konstanz' });
  fireEvent.change(screen.getByLabelText(texts.branch), { target: { value: '3' } });
  await waitFor(() => expect(screen.queryByText(texts.noDineIn)).toBeNull());
});
