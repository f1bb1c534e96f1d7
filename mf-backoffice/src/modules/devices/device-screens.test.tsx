/** @jest-environment jsdom */
import type { Device } from '@asp/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setBranchFilter } from '../../layout/branch-filter-slice';
import { renderScreen, scriptFetch, withScriptedBackoffice, urlsOf, type ScriptedCall } from '../../layout/testing/scripted-backoffice';
import { DeviceCreatePage } from './DeviceFormPage';
import { DeviceListPage } from './DeviceListPage';

withScriptedBackoffice();

const printer: Device = {
  id: 3,
  identifier: 'bondrucker-konstanz',
  name: 'Bondrucker Theke',
  branch: 1,
  kind: 'receipt-printer',
  connection: { type: 'tcp', host: '127.0.0.1', port: 9100 },
  columns: 42,
  isVirtual: true,
  lastContactAt: null,
  online: false,
};
const branches = [
  { id: 1, name: 'Metzgerei Konstanz', identifier: 'konstanz' },
  { id: 2, name: 'Metzgerei Bodman', identifier: 'bodman' },
];

function answer(call: ScriptedCall) {
  if (call.url.startsWith('/api/branches')) return { body: { data: branches } };
  if (call.method === 'GET' && call.url.startsWith('/api/devices')) return { body: { data: [printer] }, headers: { 'x-total-count': '1' } };
  return undefined;
}

describe('device list (ResourceTable)', () => {
  test('sorts on the server: a header click changes the request; the branch and kind filters join it', async () => {
    const calls = scriptFetch(answer);
    const { store } = renderScreen(<DeviceListPage />, { path: '/backend/devices' });
    const row = await screen.findByTestId('device-row-bondrucker-konstanz');
    // The branch names come with their own call: the row shows the id's stand-in until then.
    await within(row).findByText('Metzgerei Konstanz');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Bondrucker Theke',
      'bondrucker-konstanz',
      'Metzgerei Konstanz',
      'Bondrucker',
      '127.0.0.1:9100',
      expect.stringMatching(/^Offline/),
      'DetailsBearbeitenLöschen',
    ]);
    expect(urlsOf(calls, '/api/devices')).toEqual(['/api/devices?limit=25&offset=0&sort=name']);

    fireEvent.click(screen.getByRole('button', { name: 'Sortieren nach Name' }));
    await waitFor(() => expect(urlsOf(calls, '/api/devices').at(-1)).toBe('/api/devices?limit=25&offset=0&sort=-name'));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Sortieren nach Art' }));
    await waitFor(() => expect(urlsOf(calls, '/api/devices').at(-1)).toBe('/api/devices?limit=25&offset=0&sort=kind'));
    // Branch and connection are not sortable on the server: no sort button.
    expect(screen.queryByRole('button', { name: 'Sortieren nach Filiale' })).toBeNull();

    act(() => {
      store.dispatch(setBranchFilter(2));
    });
    await waitFor(() => expect(urlsOf(calls, '/api/devices').at(-1)).toBe('/api/devices?branch=2&limit=25&offset=0&sort=kind'));
    fireEvent.change(within(screen.getByTestId('device-filters')).getByLabelText('Art'), { target: { value: 'label-printer' } });
    await waitFor(() =>
      expect(urlsOf(calls, '/api/devices').at(-1)).toBe('/api/devices?branch=2&limit=25&offset=0&sort=kind&kind=label-printer'),
    );
  });
});

describe('device form (KitForm)', () => {
  test('shows the German blank message at an empty field and puts the server refusal on its field', async () => {
    const calls = scriptFetch((call) => {
      if (call.method === 'POST') {
        return { status: 409, body: { errors: [{ message: 'Dieser Wert wird bereits verwendet.', field: 'identifier' }] } };
      }
      return answer(call);
    });
    renderScreen(<DeviceCreatePage />, { path: '/backend/devices/new' });
    const form = await screen.findByTestId('device-form');
    expect((within(form).getByLabelText('Port') as HTMLInputElement).value).toBe('9100');

    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    const identifier = within(form).getByLabelText('Kennung');
    await waitFor(() => expect(identifier.getAttribute('aria-invalid')).toBe('true'));
    expect(identifier.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(identifier.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Dieser Wert sollte nicht leer sein.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(identifier, { target: { value: 'bondrucker-konstanz' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Etiketten' } });
    await waitFor(() => expect(within(within(form).getByLabelText('Filiale')).getAllByRole('option').length).toBe(3));
    fireEvent.change(within(form).getByLabelText('Filiale'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Art'), { target: { value: 'label-printer' } });
    fireEvent.change(within(form).getByLabelText('Host'), { target: { value: 'etiketten.local' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      identifier: 'bondrucker-konstanz',
      name: 'Etiketten',
      branch: 1,
      kind: 'label-printer',
      connection: { type: 'tcp', host: 'etiketten.local', port: 9100 },
      columns: 42,
      isVirtual: false,
    });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Kennung')));
    const describedBy = within(form).getByLabelText('Kennung').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toBe('Dieser Wert wird bereits verwendet.');
  });
});
