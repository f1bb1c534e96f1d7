/** @jest-environment jsdom */
import { backofficeDepartmentTexts as texts, fill, validationTexts } from '@asp/i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expectFieldMessage } from '../catalog-parts/testing/field-message';
import { renderScreens, startFakeCatalog, type FakeCatalog } from '../catalog-parts/testing/fake-catalog';
import { departmentRoutes } from './routes';

let fake: FakeCatalog;
beforeAll(async () => {
  fake = await startFakeCatalog({
    branches: [
      { id: 3, identifier: 'konstanz', name: 'Konstanz' },
      { id: 4, identifier: 'bodman', name: 'Bodman' },
    ],
    departments: [{ id: 7, name: 'Theke', description: '', branch: 3, isEnabled: true }],
  });
});
afterAll(() => fake.close());

test('blank name: the German message on the field; a server length message lands on the name; the branch is sent as its id', async () => {
  const { router } = renderScreens(departmentRoutes, '/backend/departments/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.name), validationTexts.blank);

  fireEvent.change(screen.getByLabelText(texts.name), { target: { value: 'Wurstküche' } });
  await screen.findByRole('option', { name: 'Bodman' });
  fireEvent.change(screen.getByLabelText(texts.branch), { target: { value: '4' } });
  const tooLong = fill(validationTexts.tooLong, { limit: 120 });
  fake.script('POST', '/api/departments', { status: 400, body: { errors: [{ message: tooLong, field: 'name' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.name), tooLong);

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/departments'));
  const posts = fake.seen.filter((r) => r.method === 'POST').map((r) => r.body);
  expect(posts.at(-1)).toEqual({ name: 'Wurstküche', description: '', branch: 4, isEnabled: true });
});

test('the list sends its filters (branch, words, state) to the server', async () => {
  renderScreens(departmentRoutes, '/backend/departments?branch=3&isEnabled=true');
  expect(await screen.findByText('Theke')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(texts.search), { target: { value: 'the' } });
  await waitFor(() =>
    expect(fake.seen.some((r) => r.url === '/api/departments?limit=25&offset=0&sort=name&branch=3&isEnabled=true&search=the')).toBe(true),
  );
});
