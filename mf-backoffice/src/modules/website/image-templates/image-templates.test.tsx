/** @jest-environment jsdom */
import { backofficeWebsiteTexts, kitTexts, validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../../store';
import { ImageTemplateFormPage } from './ImageTemplatePages';

/** Image templates: the layers list editor (add per type, keyboard reorder, remove, edit) and the PUT body. */
const poster = {
  id: 2,
  identifier: 'wochenangebot',
  name: 'Wochenangebot',
  width: 1080,
  height: 1080,
  background: '#ffffff',
  layers: [
    { type: 'shape', id: 'band', x: 0, y: 800, width: 1080, height: 280, shape: 'rect', fill: '#c00000', radius: 0 },
    {
      type: 'text',
      id: 'title',
      x: 40,
      y: 840,
      width: 1000,
      text: '{name}',
      fontSize: 96,
      fontWeight: 700,
      fontFamily: 'DejaVu Sans',
      color: '#ffffff',
      align: 'left',
    },
  ],
};
const api = withApiTestServer((request) => {
  if (request.method === 'GET') return { status: 200, body: { data: poster } };
  if (request.method === 'PUT') return { status: 200, body: { data: request.body } };
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 7 } } };
  return { status: 404 };
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/backend/image-templates/:id', element: <ImageTemplateFormPage /> }], {
    initialEntries: [path],
  });
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  return router;
}

const ids = () => screen.getAllByTestId('layer').map((layer) => (within(layer).getByLabelText('Ebenen-ID') as HTMLInputElement).value);

test('add an image layer, move it to the bottom by keyboard, edit the text, remove the shape: the PUT carries the layers in order', async () => {
  renderAt('/backend/image-templates/2');
  await waitFor(() => expect(ids()).toEqual(['band', 'title']));
  fireEvent.change(screen.getByLabelText('Ebene hinzufügen'), { target: { value: 'image' } });
  fireEvent.click(screen.getByTestId('layer-add'));
  await waitFor(() => expect(ids()).toEqual(['band', 'title', 'image-3']));
  const handle = screen.getByRole('button', { name: 'Verschieben: Ebene image-3' });
  fireEvent.keyDown(handle, { key: 'ArrowUp', altKey: true });
  fireEvent.keyDown(screen.getByRole('button', { name: 'Verschieben: Ebene image-3' }), { key: 'ArrowUp', altKey: true });
  await waitFor(() => expect(ids()).toEqual(['image-3', 'band', 'title']));
  const title = screen.getAllByTestId('layer')[2];
  fireEvent.change(within(title).getByLabelText('Text ({name} wird beim Erzeugen ersetzt)'), { target: { value: '{name}\n{price}' } });
  fireEvent.click(within(screen.getAllByTestId('layer')[1]).getByRole('button', { name: 'Ebene entfernen' }));
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(api.calls('PUT', '/api/image-templates/2')).toHaveLength(1));
  expect(api.calls('PUT', '/api/image-templates/2')[0].body).toEqual({
    identifier: 'wochenangebot',
    name: 'Wochenangebot',
    width: 1080,
    height: 1080,
    background: '#ffffff',
    layers: [
      { type: 'image', id: 'image-3', x: 0, y: 0, width: 200, height: 200, imageId: null, fit: 'cover' },
      { ...poster.layers[1], text: '{name}\n{price}' },
    ],
  });
});

test("the server's message for a layer off the canvas is shown and nothing is lost", async () => {
  renderAt('/backend/image-templates/2');
  await waitFor(() => expect(ids()).toEqual(['band', 'title']));
  api.replies.push({ status: 422, body: { errors: [{ message: validationTexts.invalid, field: 'layers[1].width' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText('Bitte die markierten Felder prüfen.')).toBeTruthy();
  expect(ids()).toEqual(['band', 'title']);
});

test('a saved template stays open: the refetch keeps the preview panel as it was; a new one goes to its own page', async () => {
  const router = renderAt('/backend/image-templates/2');
  const variables = (await screen.findByLabelText(backofficeWebsiteTexts.imageTemplates.variables)) as HTMLTextAreaElement;
  fireEvent.change(variables, { target: { value: 'name=Leberkäse' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(kitTexts.saved)).toBeTruthy();
  await waitFor(() => expect(api.calls('GET', '/api/image-templates/2')).toHaveLength(2));
  expect((screen.getByLabelText(backofficeWebsiteTexts.imageTemplates.variables) as HTMLTextAreaElement).value).toBe('name=Leberkäse');
  expect(router.state.location.pathname).toBe('/backend/image-templates/2');

  const created = renderAt('/backend/image-templates/new');
  expect(screen.getByRole('heading', { name: backofficeWebsiteTexts.imageTemplates.createTitle })).toBeTruthy();
  const form = screen.getAllByTestId('image-template-form').at(-1)!;
  fireEvent.change(within(form).getByLabelText(backofficeWebsiteTexts.imageTemplates.identifier), { target: { value: 'plakat' } });
  fireEvent.change(within(form).getByLabelText(backofficeWebsiteTexts.imageTemplates.name), { target: { value: 'Plakat' } });
  fireEvent.click(within(form).getByTestId('form-save'));
  await waitFor(() => expect(created.state.location.pathname).toBe('/backend/image-templates/7'));
});
