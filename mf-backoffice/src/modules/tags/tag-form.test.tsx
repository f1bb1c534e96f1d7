/** @jest-environment jsdom */
import { backofficeTagTexts as texts, backofficeTexts, fill, kitTexts, validationTexts } from '@asp/i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expectFieldMessage } from '../catalog-parts/testing/field-message';
import { renderScreens, startFakeCatalog, type FakeCatalog } from '../catalog-parts/testing/fake-catalog';
import { tagRoutes } from './routes';

let fake: FakeCatalog;
beforeAll(async () => {
  fake = await startFakeCatalog({ tags: [{ id: 1, name: 'Partyservice', image: null }] });
});
afterAll(() => fake.close());

test('a blank name shows the German blank message on the field and sends nothing', async () => {
  renderScreens(tagRoutes, '/backend/tags/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.name), validationTexts.blank);
  expect(fake.seen.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test("the server's uniqueness message lands on the name field; a saved tag goes back to the list", async () => {
  const { router } = renderScreens(tagRoutes, '/backend/tags/new');
  fireEvent.change(await screen.findByLabelText(texts.name), { target: { value: 'Partyservice' } });
  fake.script('POST', '/api/tags', { status: 409, body: { errors: [{ message: validationTexts.unique, field: 'name' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.name), validationTexts.unique);

  fireEvent.change(screen.getByLabelText(texts.name), { target: { value: ' Grillabend ' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/tags'));
  expect(await screen.findByText(kitTexts.saved)).toBeTruthy();
  expect(fake.seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { name: 'Partyservice', image: null },
    { name: 'Grillabend', image: null },
  ]);
  expect(await screen.findByText('Grillabend')).toBeTruthy();
});

test('the list asks the server for a sorted page and the search words', async () => {
  renderScreens(tagRoutes, '/backend/tags');
  expect(await screen.findByText('Partyservice')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(texts.search), { target: { value: 'party' } });
  await waitFor(() => expect(fake.seen.some((r) => r.url === '/api/tags?limit=25&offset=0&sort=name&q=party')).toBe(true));
});

test('deleting asks first, then deletes and returns to the list', async () => {
  const { router } = renderScreens(tagRoutes, '/backend/tags/1');
  fireEvent.click(await screen.findByTestId('record-delete'));
  expect(await screen.findByText(fill(backofficeTexts.deleteConfirmText, { name: 'Partyservice' }))).toBeTruthy();
  expect(fake.seen.some((r) => r.method === 'DELETE')).toBe(false);
  fireEvent.click(screen.getByTestId('confirm-delete'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/tags'));
  expect(fake.seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/tags/1']);
  expect(fake.records.tags.map((tag) => tag.name)).toEqual(['Grillabend']);
});

test('a refused delete shows the server message in the layout and stays on the form', async () => {
  const id = fake.records.tags[0].id;
  const { router } = renderScreens(tagRoutes, `/backend/tags/${id}`);
  fake.script('DELETE', '/api/tags', {
    status: 409,
    body: { errors: [{ message: 'Der Tag ist noch der Filiale „Konstanz“ zugeordnet und kann nicht gelöscht werden.' }] },
  });
  fireEvent.click(await screen.findByTestId('record-delete'));
  fireEvent.click(await screen.findByTestId('confirm-delete'));
  expect(await screen.findByText('Der Tag ist noch der Filiale „Konstanz“ zugeordnet und kann nicht gelöscht werden.')).toBeTruthy();
  expect(router.state.location.pathname).toBe(`/backend/tags/${id}`);
});
