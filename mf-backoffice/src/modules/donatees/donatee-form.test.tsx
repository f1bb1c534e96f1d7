/** @jest-environment jsdom */
import { backofficeDonateeTexts as texts, backofficeTexts, fill, kitTexts, validationTexts } from '@asp/i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expectFieldMessage } from '../catalog-parts/testing/field-message';
import { renderScreens, startFakeCatalog, type FakeCatalog } from '../catalog-parts/testing/fake-catalog';
import { donateeRoutes } from './routes';

let fake: FakeCatalog;
beforeAll(async () => {
  fake = await startFakeCatalog({
    donatees: [{ id: 5, identifier: 'tafel-konstanz', name: 'Tafel Konstanz', description: '<p>Lebensmittel</p>', image: null }],
  });
});
afterAll(() => fake.close());

test('blank name and identifier show the German blank message on their fields', async () => {
  renderScreens(donateeRoutes, '/backend/donatees/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.name), validationTexts.blank);
  await expectFieldMessage(screen.getByLabelText(texts.identifier), validationTexts.blank);
});

test("editing: the server's uniqueness message lands on the identifier field", async () => {
  const { router } = renderScreens(donateeRoutes, '/backend/donatees/5');
  const identifier = await screen.findByLabelText(texts.identifier);
  expect((identifier as HTMLInputElement).value).toBe('tafel-konstanz');
  fireEvent.change(identifier, { target: { value: 'tierheim-singen' } });
  fake.script('PUT', '/api/donatees/5', { status: 409, body: { errors: [{ message: validationTexts.unique, field: 'identifier' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  await expectFieldMessage(screen.getByLabelText(texts.identifier), validationTexts.unique);
  fireEvent.change(screen.getByLabelText(texts.identifier), { target: { value: 'tafel-kn' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/donatees'));
  expect(fake.records.donatees[0]).toMatchObject({ id: 5, identifier: 'tafel-kn', name: 'Tafel Konstanz' });
});

test('a row of the list is deleted after the confirmation', async () => {
  fake.records.donatees.push({ id: 6, identifier: 'dlrg', name: 'DLRG Überlingen', description: '', image: null });
  renderScreens(donateeRoutes, '/backend/donatees');
  fireEvent.click(await screen.findByLabelText(`${backofficeTexts.delete}: DLRG Überlingen`));
  expect(await screen.findByText(fill(backofficeTexts.deleteConfirmText, { name: 'DLRG Überlingen' }))).toBeTruthy();
  fireEvent.click(screen.getByTestId('confirm-delete'));
  await waitFor(() => expect(fake.seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/donatees/6']));
  await waitFor(() => expect(screen.queryByText('DLRG Überlingen')).toBeNull());
  expect(await screen.findByText(kitTexts.deleted)).toBeTruthy();
});
