/** @jest-environment jsdom */
import type { SignageDevice } from '@asp/contracts';
import { operationTexts, validationTexts } from '@asp/i18n';
import { CallStatus, ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { backofficeApi } from '../../backoffice-api';
import { createBackofficeStore } from '../../store';
import { TvCreatePage } from './TvFormPage';
import { TvListPage } from './TvListPage';

/** The TVs module against a real HTTP test server (only the signage service's answers are scripted). */
const theke: SignageDevice = {
  id: 7,
  identifier: 'tv-konstanz-theke',
  name: 'Theke',
  branch: 5,
  stream: 2,
  scene: null,
  resolution: { width: 1920, height: 1080 },
  orientation: 'landscape',
  lastContactAt: new Date().toISOString(),
  online: true,
  currentSegment: { id: 11, name: 'Grillfleisch', since: new Date().toISOString() },
  lastFailure: null,
  command: null,
  screenshot: { url: '/api/digital-signage-devices/7/screenshot?t=1', takenAt: new Date().toISOString() },
  hasKey: true,
};
let device = theke;
let refuseCommands = false;
const running = {
  id: '6f1c1f0e-8a3b-4c55-9d3e-1b2c3d4e5f60',
  type: 'show-scene' as const,
  sceneId: 3,
  streamId: null,
  seconds: 60,
  state: 'pending' as const,
  createdAt: new Date().toISOString(),
  startedAt: null,
  endsAt: null,
  finishedAt: null,
  error: null,
};

const api = withApiTestServer((request) => {
  if (request.url.startsWith('/api/branches')) return { status: 200, body: { data: [{ id: 5, name: 'Konstanz' }] } };
  if (request.url.startsWith('/api/scenes')) return { status: 200, body: { data: [{ id: 3, name: 'Grillaktion' }] } };
  if (request.url.startsWith('/api/digital-signage-streams')) return { status: 200, body: { data: [{ id: 2, name: 'Morgens' }] } };
  if (request.method === 'GET' && request.url.startsWith('/api/digital-signage-devices?'))
    return { status: 200, body: { data: [device] }, headers: { 'x-total-count': '1' } };
  if (request.url === '/api/digital-signage-devices/7/command' && refuseCommands) return { status: 500, body: { errors: [] } };
  if (request.url === '/api/digital-signage-devices/7/command') {
    device = { ...device, command: running };
    return { status: 200, body: { data: device } };
  }
  if (request.url === '/api/digital-signage-devices/7/command/abort') {
    device = { ...device, command: { ...running, state: 'aborted' } };
    return { status: 200, body: { data: device } };
  }
  if (request.url === '/api/digital-signage-devices/7/key') return { status: 200, body: { data: { key: 'neuer-schluessel-123', device } } };
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 8 } } };
  return { status: 404 };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/signage/tvs', element: <TvListPage /> },
      { path: '/backend/signage/tvs/new', element: <TvCreatePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <CallStatus api={backofficeApi} />
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  device = theke;
  refuseCommands = false;
});

test('the overview shows online state, current segment and screenshot; a command waits and can be aborted', async () => {
  renderAt('/backend/signage/tvs');
  const row = await screen.findByTestId('tv-table-row');
  expect(row.textContent).toContain('online');
  expect(row.textContent).toContain('Grillfleisch');
  expect(within(row).getByAltText('Bildschirmfoto von Theke').getAttribute('src')).toBe(theke.screenshot!.url);

  await waitFor(() => expect(within(row).getByRole('option', { name: 'Grillaktion' })).toBeTruthy());
  fireEvent.change(within(row).getByLabelText('Szene'), { target: { value: '3' } });
  fireEvent.click(within(row).getByRole('button', { name: 'Szene zeigen' }));
  await waitFor(() => expect(screen.getByTestId('tv-command-state').textContent).toBe('Szene zeigen: wartet'));
  expect(api.calls('POST', '/api/digital-signage-devices/7/command')[0].body).toEqual({ type: 'show-scene', sceneId: 3 });
  expect((within(screen.getByTestId('tv-table-row')).getByRole('button', { name: 'Neu laden' }) as HTMLButtonElement).disabled).toBe(true);

  fireEvent.click(within(screen.getByTestId('tv-table-row')).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.getByTestId('tv-command-state').textContent).toBe('Szene zeigen: abgebrochen'));
  expect(api.calls('POST', '/api/digital-signage-devices/7/command/abort')).toHaveLength(1);
});

test('a done screenshot with the TV’s note shows the note beside its state', async () => {
  const note = 'Vereinfachtes Bildschirmfoto (ohne Layout): Bild nicht lesbar';
  device = { ...theke, command: { ...running, type: 'screenshot', sceneId: null, seconds: null, state: 'done', error: note } as never };
  renderAt('/backend/signage/tvs');
  const row = await screen.findByTestId('tv-table-row');
  expect(within(row).getByTestId('tv-command-state').textContent).toBe('Bildschirmfoto: erledigt');
  expect(within(row).getByTestId('tv-command-note').textContent).toBe(note);
});

test('a refused command shows the German command message', async () => {
  renderAt('/backend/signage/tvs');
  const row = await screen.findByTestId('tv-table-row');
  refuseCommands = true;
  fireEvent.click(within(row).getByRole('button', { name: 'Neu laden' }));
  expect(await screen.findByText(operationTexts.commandFailed)).toBeTruthy();
});

test('a new device key is shown once with the TV address', async () => {
  renderAt('/backend/signage/tvs');
  const row = await screen.findByTestId('tv-table-row');
  fireEvent.click(within(row).getByRole('button', { name: 'Neuen Geräteschlüssel erzeugen' }));
  expect((await screen.findByTestId('tv-new-key')).textContent).toContain('/signage/tv-konstanz-theke/neuer-schluessel-123');
  fireEvent.click(screen.getAllByRole('button', { name: 'Schließen' })[0]);
  await waitFor(() => expect(screen.queryByTestId('tv-new-key')).toBeNull());
});

test('the TV form: blank message, server field error on its field, then a save', async () => {
  const router = renderAt('/backend/signage/tvs/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getAllByText(validationTexts.blank).length).toBeGreaterThan(0);
  expect(api.calls('POST', '/api/digital-signage-devices')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Kennung'), { target: { value: 'tv-konstanz-theke' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Theke' } });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Konstanz' })).toBeTruthy());
  fireEvent.change(screen.getByLabelText('Filiale'), { target: { value: '5' } });
  api.replies.push({ status: 422, body: { errors: [{ message: validationTexts.unique, field: 'identifier' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(validationTexts.unique)).toBeTruthy();
  expect(screen.getByLabelText('Kennung').getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(screen.getByLabelText('Kennung'), { target: { value: 'tv-konstanz-fenster' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/signage/tvs'));
  expect(api.calls('POST', '/api/digital-signage-devices').at(-1)?.body).toEqual({
    identifier: 'tv-konstanz-fenster',
    name: 'Theke',
    branch: 5,
    stream: null,
    scene: null,
    resolution: { width: 1920, height: 1080 },
    orientation: 'landscape',
  });
});
