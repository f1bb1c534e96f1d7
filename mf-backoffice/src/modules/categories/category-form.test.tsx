/** @jest-environment jsdom */
import { backofficeBranchTexts, backofficeCategoryTexts as texts, catalogTexts, fill, validationTexts } from '@asp/i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expectFieldMessage } from '../catalog-parts/testing/field-message';
import { renderScreens, startFakeCatalog, type FakeCatalog } from '../catalog-parts/testing/fake-catalog';
import { categoryRoutes } from './routes';

const base = { isEnabled: true, schedule: null, isVisibleWhenUnavailable: false, image: null };
let fake: FakeCatalog;
beforeAll(async () => {
  fake = await startFakeCatalog({
    categories: [
      { ...base, id: 1, name: 'Rind', parent: null, position: 20 },
      { ...base, id: 2, name: 'Steaks', parent: 1, position: 10 },
      { ...base, id: 3, name: 'Aktionen', parent: null, position: 10 },
    ],
  });
});
afterAll(() => fake.close());

test('blank name: the German message on the field; server errors land on the parent and on a schedule rule', async () => {
  const { router } = renderScreens(categoryRoutes, '/backend/categories/new?parent=1');
  fireEvent.click(await screen.findByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.name), validationTexts.blank);
  expect((screen.getByLabelText(texts.parent) as HTMLSelectElement).value).toBe('1');

  fireEvent.change(screen.getByLabelText(texts.name), { target: { value: 'Braten' } });
  fireEvent.click(screen.getByText(backofficeBranchTexts.addRule));
  fireEvent.change(await screen.findByLabelText(backofficeBranchTexts.ruleTo), { target: { value: '14:00' } });
  fake.script('POST', '/api/categories', {
    status: 422,
    body: {
      errors: [
        { message: catalogTexts.categoryOwnParent, field: 'parent' },
        { message: validationTexts.time, field: 'schedule[0].to' },
      ],
    },
  });
  fireEvent.click(screen.getByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.parent), catalogTexts.categoryOwnParent);
  await expectFieldMessage(screen.getByLabelText(backofficeBranchTexts.ruleTo), validationTexts.time);

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/categories'));
  // A new sub category goes after its siblings (Steaks at 10).
  expect(fake.seen.filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({
    name: 'Braten',
    parent: 1,
    position: 20,
    schedule: [{ type: 'daily', from: '08:00', to: '14:00', isClosed: false, date: null }],
  });
});

test('the tree lists sub categories under their parent; moving up saves the new positions', async () => {
  // After the test above: Braten (position 20) under Rind, after Steaks.
  renderScreens(categoryRoutes, '/backend/categories');
  const names = () => screen.getAllByTestId('category-tree-row').map((row) => row.querySelector('a')?.textContent);
  await waitFor(() => expect(names()).toEqual(['Aktionen', 'Rind', 'Steaks', 'Braten']));
  expect(screen.getAllByTestId('category-tree-row').map((row) => row.getAttribute('aria-level'))).toEqual(['1', '1', '2', '2']);
  fireEvent.click(screen.getByLabelText(fill(texts.moveUp, { name: 'Rind' })));
  await waitFor(() => expect(fake.seen.filter((r) => r.method === 'PUT')).toHaveLength(2));
  expect(fake.seen.filter((r) => r.method === 'PUT').map((r) => [r.url, (r.body as { position: number }).position])).toEqual([
    ['/api/categories/1', 10],
    ['/api/categories/3', 20],
  ]);
  await waitFor(() => expect(names()).toEqual(['Rind', 'Steaks', 'Braten', 'Aktionen']));
});
