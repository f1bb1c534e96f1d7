/** @jest-environment jsdom */
import { kitTexts, validationTexts } from '@asp/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { z } from 'zod';
import { configureZodForBrowser } from '../zod-browser-config';
import { ApiError } from '../api/client';
import { FormCheckboxField, FormNumberField, FormTextField } from './form-fields';
import { KitForm } from './KitForm';
import { formFieldName } from './server-errors';
import { useKitForm } from './use-kit-form';

configureZodForBrowser();

/**
 * The kit's form: the contracts' zod schema with the German messages of document 1 §5,
 * server field errors on their fields, and the question before unsaved changes are left.
 */
const cutInput = z.object({
  name: z.string().trim().min(1).max(80),
  price: z.number().min(0),
  hours: z.array(z.object({ from: z.string(), to: z.string() })),
  isPublic: z.boolean(),
});
type CutInput = z.input<typeof cutInput>;

let save: (values: CutInput) => Promise<unknown>;
const saved: CutInput[] = [];

function CutForm() {
  const form = useKitForm(cutInput, { defaultValues: { name: '', price: 1.5, hours: [{ from: '08:00', to: '12:00' }], isPublic: false } });
  return (
    <KitForm form={form} onSubmit={(values) => save(values)} cancelTo="/list" testId="cut-form">
      <FormTextField form={form} name="name" label="Name" />
      <FormNumberField form={form} name="price" label="Preis" step="0.01" />
      <FormTextField form={form} name="hours.0.to" label="Bis" />
      <FormCheckboxField form={form} name="isPublic" label="Öffentlich" />
    </KitForm>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <Link to="/elsewhere">Weg</Link>
            <CutForm />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Anderswo</p> },
      { path: '/list', element: <p>Liste</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  saved.length = 0;
  save = async (values) => saved.push(values);
});

test('a blank name shows the German blank message on its field, and nothing is sent', async () => {
  renderForm();
  fireEvent.click(screen.getByTestId('form-save'));
  const name = await screen.findByLabelText('Name');
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(validationTexts.blank)).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain(kitTexts.formInvalid);
  expect(saved).toHaveLength(0);
  expect(document.activeElement).toBe(name);
});

test('valid values are sent as the schema gives them (numbers as numbers)', async () => {
  renderForm();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Rinderfilet ' } });
  fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '4.25' } });
  fireEvent.click(screen.getByLabelText('Öffentlich'));
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({ name: 'Rinderfilet', price: 4.25, hours: [{ from: '08:00', to: '12:00' }], isPublic: true });
});

test("the server's field errors land on their fields, nested paths included", async () => {
  save = async () => {
    throw new ApiError(409, [
      { message: validationTexts.unique, field: 'name' },
      { message: 'Die Endzeit muss nach der Startzeit liegen.', field: 'hours[0].to' },
      { message: 'Unbekannt', field: 'notInTheForm' },
    ]);
  };
  renderForm();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rinderfilet' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(validationTexts.unique)).toBeTruthy();
  expect(screen.getByLabelText('Bis').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Die Endzeit muss nach der Startzeit liegen.')).toBeTruthy();
  expect(screen.queryByText('Unbekannt')).toBeNull();
  expect(formFieldName('openingHours[10].to')).toBe('openingHours.10.to');
});

test('leaving a changed form asks first; staying keeps the values, leaving goes', async () => {
  const router = renderForm();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kalbsrücken' } });
  fireEvent.click(screen.getByText('Weg'));
  expect(await screen.findByText(kitTexts.unsavedText)).toBeTruthy();
  fireEvent.click(screen.getByText(kitTexts.unsavedStay));
  await waitFor(() => expect(screen.queryByText(kitTexts.unsavedText)).toBeNull());
  expect(router.state.location.pathname).toBe('/form');
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Kalbsrücken');
  fireEvent.click(screen.getByText('Weg'));
  fireEvent.click(await screen.findByText(kitTexts.unsavedLeave));
  expect(await screen.findByText('Anderswo')).toBeTruthy();
});

test('a saved form leaves without asking', async () => {
  const router = renderForm();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kalbsrücken' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(saved).toHaveLength(1));
  await act(() => router.navigate('/elsewhere'));
  expect(await screen.findByText('Anderswo')).toBeTruthy();
  expect(screen.queryByText(kitTexts.unsavedText)).toBeNull();
});
