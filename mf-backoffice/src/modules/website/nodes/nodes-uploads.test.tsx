/** @jest-environment jsdom */
import { backofficeWebsiteTexts, validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../../store';
import { UploadListPage } from '../uploads/UploadListPage';
import { NodeFormPage, NodeListPage } from './NodePages';

/** Nodes (a form node with its field builder and sendMail action; the type filter in SQL) and the uploads list. */
const upload = {
  id: 12,
  version: 1,
  extension: 'pdf',
  mimeType: 'application/pdf',
  publicHash: 'CCCCCCCCCCCCCCCCCCCCCC',
  size: 2048,
  name: 'Speisekarte.pdf',
  createdAt: '2026-11-24T10:00:00Z',
};
const api = withApiTestServer((request) => {
  if (request.url.startsWith('/api/uploads?')) return { status: 200, headers: { 'x-total-count': '1' }, body: { data: [upload] } };
  if (request.url === '/api/uploads/12') return { status: 200, body: { data: { id: 12 } } };
  if (request.method === 'GET' && request.url.startsWith('/api/nodes'))
    return { status: 200, headers: { 'x-total-count': '0' }, body: { data: [] } };
  if (request.method === 'POST' && request.url === '/api/nodes')
    return { status: 201, body: { data: { ...(request.body as object), id: 30 } } };
  return { status: 404 };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/nodes', element: <NodeListPage /> },
      { path: '/backend/nodes/:id', element: <NodeFormPage /> },
      { path: '/backend/uploads', element: <UploadListPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  return router;
}

test('the node list filters by type in the service', async () => {
  renderAt('/backend/nodes');
  fireEvent.change(await screen.findByRole('combobox', { name: 'Art' }), { target: { value: 'job' } });
  await waitFor(() => expect(api.seen.some((request) => /^\/api\/nodes\?.*type=job/.test(request.url))).toBe(true));
});

test('a form node: fields from the builder and the sendMail action are sent as the content contract has them', async () => {
  const router = renderAt('/backend/nodes/new');
  fireEvent.change(await screen.findByLabelText('Kennung'), { target: { value: 'kontakt' } });
  fireEvent.change(screen.getByLabelText('Art'), { target: { value: 'form' } });
  fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'Kontaktformular' } });
  const fields = screen.getByTestId('collection-content.fields');
  fireEvent.click(within(fields).getByRole('button', { name: 'Eintrag hinzufügen: Formularfelder' }));
  fireEvent.change(within(fields).getByLabelText('Eingabeart'), { target: { value: 'email' } });
  fireEvent.change(within(fields).getByLabelText('Beschriftung *'), { target: { value: 'E-Mail' } });
  fireEvent.change(within(fields).getByLabelText('Feld-ID *'), { target: { value: 'email' } });
  fireEvent.click(within(fields).getByLabelText('Pflichtfeld'));
  const actions = screen.getByTestId('collection-content.actions');
  fireEvent.click(within(actions).getByRole('button', { name: 'Eintrag hinzufügen: Aktionen' }));
  fireEvent.change(within(actions).getByLabelText('Empfänger *'), { target: { value: 'info@metzgerei.de' } });
  fireEvent.change(within(actions).getByLabelText('Betreff'), { target: { value: 'Neue Anfrage' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/nodes'));
  const content = (api.calls('POST', '/api/nodes')[0].body as { content: Record<string, unknown> }).content;
  expect(content.fields).toEqual([
    {
      type: 'text',
      value: { type: 'email', label: 'E-Mail', description: '', fieldId: 'email', isRequired: true, hasMaxWidth: false, options: [] },
    },
  ]);
  expect(content.actions).toEqual([{ type: 'sendMail', value: { recipient: 'info@metzgerei.de', subject: 'Neue Anfrage', message: '' } }]);
  expect(content.name).toBe('Kontaktformular');
});

test('uploads: listed with preview and link, deleted after the question', async () => {
  renderAt('/backend/uploads');
  const link = await screen.findByRole('link', { name: 'Speisekarte.pdf' });
  expect(link.getAttribute('href')).toBe('/upload/CCCCCCCCCCCCCCCCCCCCCC/12-1.pdf');
  expect(screen.getByTestId('upload-table').querySelector('img')?.getAttribute('src')).toBe(
    '/upload/CCCCCCCCCCCCCCCCCCCCCC/preview/12-1.jpg',
  );
  expect(screen.getByText('2 KB')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Löschen: Speisekarte.pdf' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(api.calls('DELETE', '/api/uploads/12')).toHaveLength(1));
  await waitFor(() =>
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toContainEqual(expect.stringContaining('Gelöscht.')),
  );
});

test("the record page: the create title at once, a malformed id is 'not found' without a call", async () => {
  renderAt('/backend/nodes/new');
  expect(screen.getByRole('heading', { name: backofficeWebsiteTexts.nodes.createTitle })).toBeTruthy();
  renderAt('/backend/nodes/0');
  expect(await screen.findByText(validationTexts.notFound)).toBeTruthy();
  expect(api.seen.filter((request) => request.url === '/api/nodes/0')).toHaveLength(0);
  expect(screen.getByRole('heading', { name: backofficeWebsiteTexts.nodes.editTitle })).toBeTruthy();
});
