/** @jest-environment jsdom */
import { kitTexts } from '@asp/i18n';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { Page } from '../store/paged-list';
import { ToastRegion } from '../ui/toasts';
import { useListState } from './list-state';
import { ResourceTable } from './ResourceTable';

/** The kit's list: paging and sort in the URL (the service's query), column choice, bulk delete. */
interface Cut {
  id: number;
  name: string;
  price: number;
}
const columns: ColumnDef<Cut, any>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: true },
  { id: 'price', header: 'Preis', accessorKey: 'price', enableSorting: true, enableHiding: true },
];
const cuts: Cut[] = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `Zuschnitt ${index + 1}`, price: index }));

const searches: string[] = [];
const removed: number[] = [];
let failing = new Set<number>();

function ServerList() {
  const list = useListState({ pageSize: 10, sort: 'name' });
  searches.push(list.search);
  const offset = list.page * list.pageSize;
  const page: Page<Cut> = { rows: cuts.slice(offset, offset + list.pageSize), total: cuts.length };
  const location = useLocation();
  return (
    <>
      <p data-testid="url">{location.search}</p>
      <input aria-label="Suche" value={list.filters.q ?? ''} onChange={(event) => list.setFilter('q', event.target.value)} />
      <ResourceTable<Cut>
        testId="cuts"
        columns={columns}
        page={page}
        list={list}
        getRowId={(cut) => String(cut.id)}
        columnChoiceKey="cuts"
        bulkDelete={{
          resource: 'products',
          remove: async (id) => {
            if (failing.has(id)) throw new Error('nein');
            removed.push(id);
          },
        }}
      />
      <ToastRegion />
    </>
  );
}

function renderList(path = '/cuts') {
  const router = createMemoryRouter([{ path: '/cuts', element: <ServerList /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  searches.length = 0;
  removed.length = 0;
  failing = new Set();
  localStorage.clear();
});

test('the service query carries page, size, sort and filters; the URL keeps them', async () => {
  renderList();
  expect(searches.at(-1)).toBe('limit=10&offset=0&sort=name');
  expect(screen.getByTestId('pager-position').textContent).toBe('Seite 1 von 3');
  fireEvent.click(screen.getByText(kitTexts.nextPage));
  await waitFor(() => expect(searches.at(-1)).toBe('limit=10&offset=10&sort=name'));
  expect(screen.getByTestId('url').textContent).toBe('?page=2');
  expect(screen.getAllByTestId('cuts-row')[0].textContent).toContain('Zuschnitt 11');
  // Sorting by name again turns it round; a filter goes back to page 1.
  fireEvent.click(screen.getByRole('button', { name: 'Sortieren nach Name' }));
  await waitFor(() => expect(searches.at(-1)).toBe('limit=10&offset=10&sort=-name'));
  fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'rind' } });
  await waitFor(() => expect(searches.at(-1)).toBe('limit=10&offset=0&sort=-name&q=rind'));
  expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
});

test('a hidden column stays hidden on the next visit', async () => {
  renderList();
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Preis');
  fireEvent.click(within(screen.getByRole('group', { name: kitTexts.chooseColumns })).getByLabelText('Preis'));
  await waitFor(() => expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).not.toContain('Preis'));
  expect(JSON.parse(localStorage.getItem('asp.columns.cuts') ?? '{}')).toEqual({ price: false });
});

test('bulk delete asks, deletes each selected record and says how many could not be', async () => {
  failing = new Set([2]);
  renderList();
  const boxes = screen.getAllByTestId('select-row');
  fireEvent.click(boxes[0]);
  fireEvent.click(boxes[1]);
  fireEvent.click(boxes[2]);
  expect(screen.getByTestId('selected-count').textContent).toBe('3 ausgewählt');
  fireEvent.click(screen.getByTestId('bulk-delete'));
  expect(screen.getByText('Sollen 3 Einträge wirklich gelöscht werden?')).toBeTruthy();
  expect(removed).toEqual([]);
  fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('1 von 3 Einträgen konnten nicht gelöscht werden.'));
  expect(removed).toEqual([1, 3]);
  expect(screen.queryByTestId('selected-count')).toBeNull();
});
