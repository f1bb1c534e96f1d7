/** @jest-environment jsdom */
import { backofficeBranchTexts as ruleTexts, backofficeMenuTexts as texts, catalogTexts, fill, validationTexts } from '@asp/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectFieldMessage } from '../catalog-parts/testing/field-message';
import { renderScreens, startFakeCatalog, type FakeCatalog } from '../catalog-parts/testing/fake-catalog';
import { menuRoutes } from './routes';

const category = (id: number, name: string, position: number) => ({
  id,
  name,
  parent: null,
  position,
  isEnabled: true,
  schedule: null,
  isVisibleWhenUnavailable: false,
  image: null,
});
const product = (id: number, name: string, categories: number[]) => ({ id, name, price: 1, content: { categories } });

let fake: FakeCatalog;
beforeAll(async () => {
  fake = await startFakeCatalog({
    branches: [
      { id: 3, identifier: 'konstanz', name: 'Konstanz' },
      { id: 4, identifier: 'bodman', name: 'Bodman' },
    ],
    categories: [category(1, 'Rind', 20), category(2, 'Wurst', 10)],
    products: [product(10, 'Rinderfilet', [1]), product(11, 'Bratwurst', [2]), product(12, 'Landjäger', [2])],
    menus: [{ id: 50, name: 'Sortiment Konstanz', branches: [3], availableFrom: null, catalog: [{ id: 2, products: [11] }] }],
  });
});
afterAll(() => fake.close());

test('blank name: the German message on the field; a server error on a branch lands in the branch choice; the catalogue is sent in order', async () => {
  const { router } = renderScreens(menuRoutes, '/backend/menus/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.name), validationTexts.blank);

  fireEvent.change(screen.getByLabelText(texts.name), { target: { value: 'Grillsortiment' } });
  fireEvent.click(await screen.findByLabelText('Bodman'));
  // Two categories (tree order offered: Wurst before Rind), products added, Rind moved to the top.
  await screen.findByRole('option', { name: 'Wurst' });
  fireEvent.change(screen.getByLabelText(texts.addCategory), { target: { value: '2' } });
  fireEvent.click(screen.getByTestId('menu-add-category'));
  fireEvent.change(screen.getByLabelText(texts.addCategory), { target: { value: '1' } });
  fireEvent.click(screen.getByTestId('menu-add-category'));
  fireEvent.change(await screen.findByLabelText(`${texts.addProduct} (Wurst)`), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText(`${texts.addProduct} (Wurst)`), { target: { value: '11' } });
  fireEvent.click(screen.getByLabelText(fill(texts.moveUp, { name: 'Bratwurst' })));
  fireEvent.click(screen.getByLabelText(fill(texts.moveUp, { name: 'Rind' })));

  fake.script('POST', '/api/menus', { status: 422, body: { errors: [{ message: catalogTexts.unknownBranch, field: 'branches[0]' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await within(screen.getByTestId('menu-branches')).findByText(catalogTexts.unknownBranch)).toBeTruthy();

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/menus'));
  expect(fake.seen.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
    name: 'Grillsortiment',
    branches: [4],
    availableFrom: null,
    schedule: null,
    catalog: [
      { id: 1, products: [] },
      { id: 2, products: [11, 12] },
    ],
  });
});

test('the list is the layout branch’s, and marks where a menu is active now', async () => {
  renderScreens(menuRoutes, '/backend/menus');
  const row = (await screen.findByText('Sortiment Konstanz')).closest('tr')!;
  await waitFor(() => expect(row.textContent).toContain(`Konstanz (${texts.activeNow})`));
});

test('a schedule (issue 13): rules are edited with the shared schedule editor, a server error lands on its rule', async () => {
  const { router } = renderScreens(menuRoutes, '/backend/menus/50');
  const schedule = await screen.findByTestId('menu-schedule');
  expect(within(schedule).getByText(texts.scheduleHint)).toBeTruthy();
  fireEvent.click(within(schedule).getByText(ruleTexts.addRule));
  fireEvent.change(within(schedule).getByLabelText(ruleTexts.ruleType), { target: { value: 'friday' } });
  fireEvent.change(within(schedule).getByLabelText(ruleTexts.ruleFrom), { target: { value: '11:00' } });
  fireEvent.change(within(schedule).getByLabelText(ruleTexts.ruleTo), { target: { value: '14:00' } });

  fake.script('PUT', '/api/menus/50', { status: 422, body: { errors: [{ message: validationTexts.time, field: 'schedule[0].from' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  await expectFieldMessage(within(schedule).getByLabelText(ruleTexts.ruleFrom), validationTexts.time);

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/menus'));
  expect(fake.seen.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
    name: 'Sortiment Konstanz',
    schedule: [{ type: 'friday', date: null, isClosed: false, from: '11:00', to: '14:00' }],
  });
});
