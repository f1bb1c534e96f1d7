/** @jest-environment jsdom */
import { backofficeWebsiteTexts, validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../../store';
import { BlockFormPage } from './BlockPages';

/** Content blocks: the content form follows the chosen block type. */
const api = withApiTestServer((request) => {
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 9 } } };
  return { status: 200, body: { data: [] } };
});

test('choosing the numbers type shows its generated form; the POST carries identifier, type and content', async () => {
  const router = createMemoryRouter(
    [
      { path: '/backend/blocks/:id', element: <BlockFormPage /> },
      { path: '/backend/blocks', element: <p>Liste</p> },
    ],
    {
      initialEntries: ['/backend/blocks/new'],
    },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  fireEvent.change(await screen.findByLabelText('Kennung'), { target: { value: 'zahlen-start' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Zahlen Startseite' } });
  fireEvent.change(screen.getByLabelText('Blocktyp'), { target: { value: 'numbers' } });
  fireEvent.change(await screen.findByLabelText('Überschrift'), { target: { value: 'Seit 1920' } });
  fireEvent.click(screen.getByRole('button', { name: 'Eintrag hinzufügen: Kennzahlen' }));
  fireEvent.change(screen.getByLabelText('Zahl'), { target: { value: '3 Filialen' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/blocks'));
  expect(api.calls('POST', '/api/blocks')[0].body).toEqual({
    identifier: 'zahlen-start',
    name: 'Zahlen Startseite',
    type: 'numbers',
    isPublic: true,
    content: { background_image: null, headline: 'Seit 1920', operating_data: [{ number: '3 Filialen', text: '' }] },
  });
});

test("the record page: a malformed id is 'not found' under the edit title, without a call", async () => {
  const router = createMemoryRouter([{ path: '/backend/blocks/:id', element: <BlockFormPage /> }], {
    initialEntries: ['/backend/blocks/x1'],
  });
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  expect(await screen.findByText(validationTexts.notFound)).toBeTruthy();
  expect(screen.getByRole('heading', { name: backofficeWebsiteTexts.blocks.editTitle })).toBeTruthy();
  expect(api.seen.filter((request) => request.url.startsWith('/api/blocks/'))).toHaveLength(0);
});
