/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, scriptFetch, withScriptedBackoffice, urlsOf } from '../../layout/testing/scripted-backoffice';
import { BranchListPage } from './BranchListPage';

withScriptedBackoffice();

const branch = (id: number) => ({
  id,
  identifier: `filiale-${id}`,
  name: `Filiale ${id}`,
  city: 'Konstanz',
  isPublic: id % 2 === 0,
  isEnabled: true,
});

describe('branch list (ResourceTable)', () => {
  test('pages and sorts on the server: header and pager clicks change the request', async () => {
    const calls = scriptFetch((call) =>
      call.url.startsWith('/api/branches') ? { body: { data: [branch(2), branch(3)] }, headers: { 'x-total-count': '30' } } : undefined,
    );
    renderScreen(<BranchListPage />, { path: '/backend/branches' });
    const row = await screen.findByTestId('branch-row-filiale-2');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Filiale 2', 'filiale-2', 'Konstanz', 'Ja', 'Ja', 'BearbeitenLöschen']);
    expect(screen.getByTestId('branch-table')).toBeTruthy();
    expect(urlsOf(calls, '/api/branches')).toEqual(['/api/branches?limit=25&offset=0&sort=name']);

    fireEvent.click(screen.getByRole('button', { name: 'Sortieren nach Ort' }));
    await waitFor(() => expect(urlsOf(calls, '/api/branches').at(-1)).toBe('/api/branches?limit=25&offset=0&sort=city'));
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(urlsOf(calls, '/api/branches').at(-1)).toBe('/api/branches?limit=25&offset=25&sort=city'));
    expect(screen.getByTestId('pager-position').textContent).toBe('Seite 2 von 2');
    // The flags are not sortable on the server.
    expect(screen.queryByRole('button', { name: 'Sortieren nach Öffentlich' })).toBeNull();
  });

  test('an empty list says so and has no table test id (the journeys read it as "rows are there")', async () => {
    scriptFetch((call) => (call.url.startsWith('/api/branches') ? { body: { data: [] }, headers: { 'x-total-count': '0' } } : undefined));
    renderScreen(<BranchListPage />, { path: '/backend/branches' });
    expect(await screen.findByText('Keine Einträge vorhanden.')).toBeTruthy();
    expect(screen.queryByTestId('branch-table')).toBeNull();
  });
});
