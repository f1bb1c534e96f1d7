import { fill, kitTexts } from '@asp/i18n';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { Page } from '../store/paged-list';
import { Loader } from '../ui/Loader';
import { BulkDelete, type BulkDeleteOptions } from './BulkDelete';
import { ColumnChoiceMenu } from './ColumnChoiceMenu';
import { useColumnChoice } from './column-choice';
import type { ListState } from './list-state';
import { Pager } from './Pager';
import { selectionColumn } from './selection-column';

export interface ResourceTableProps<T> {
  columns: ColumnDef<T, any>[];
  /** Server mode: one page from the service (filtered, sorted and paged in SQL). */
  page?: Page<T>;
  /** Client mode: a small whole list, sorted and paged here. */
  rows?: T[];
  list: ListState;
  getRowId: (row: T) => string;
  isLoading?: boolean;
  testId?: string;
  /** Remembers the column choice under this key; no column menu without. */
  columnChoiceKey?: string;
  bulkDelete?: BulkDeleteOptions;
  /** An accessible name for the table (the page heading). */
  label?: string;
  /** A row's own test id (e.g. `device-row-<identifier>`); default `<testId>-row`. */
  rowTestId?: (row: T) => string;
}

const toSorting = (sort: string | undefined): SortingState => (sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : []);

/**
 * The back office's list (@tanstack/react-table): sortable headers (the service sorts by
 * the column's id), pages with the total, a loading and an empty state, the column
 * choice, and selection with a confirmed bulk delete. Paging and sort live in the URL
 * (useListState).
 */
export function ResourceTable<T>({
  columns,
  page,
  rows,
  list,
  getRowId,
  isLoading,
  testId,
  columnChoiceKey,
  bulkDelete,
  label,
  rowTestId,
}: ResourceTableProps<T>) {
  const clientMode = rows !== undefined;
  const data = useMemo(() => (clientMode ? rows : (page?.rows ?? [])), [clientMode, rows, page]);
  const total = clientMode ? rows.length : (page?.total ?? 0);
  const [visibility, setVisibility] = useColumnChoice(columnChoiceKey);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const allColumns = useMemo(() => (bulkDelete ? [selectionColumn<T>(), ...columns] : columns), [bulkDelete, columns]);

  // TanStack's table object changes under the same identity; the React Compiler rightly
  // leaves this component unmemoised (its lint note says so), nothing else is needed.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    ...(clientMode ? { getSortedRowModel: getSortedRowModel(), getPaginationRowModel: getPaginationRowModel() } : {}),
    manualSorting: !clientMode,
    manualPagination: !clientMode,
    pageCount: clientMode ? undefined : Math.max(1, Math.ceil(total / list.pageSize)),
    enableSortingRemoval: true,
    enableRowSelection: Boolean(bulkDelete),
    state: {
      sorting: toSorting(list.sort),
      pagination: { pageIndex: list.page, pageSize: list.pageSize },
      columnVisibility: visibility,
      rowSelection: selection,
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(toSorting(list.sort)) : updater;
      list.setSort(next[0] ? `${next[0].desc ? '-' : ''}${next[0].id}` : undefined);
    },
    onColumnVisibilityChange: setVisibility,
    onRowSelectionChange: setSelection,
  });

  const pages = Math.max(1, Math.ceil(total / list.pageSize));
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const shownRows = table.getRowModel().rows;

  return (
    <div className="asp-resource-table" data-testid={testId}>
      <div className="asp-resource-table__tools">
        {bulkDelete ? <BulkDelete options={bulkDelete} selectedIds={selectedIds} onDone={() => setSelection({})} /> : null}
        {columnChoiceKey ? <ColumnChoiceMenu table={table} /> : null}
      </div>
      <div className="asp-resource-table__scroll">
        <table className="asp-backoffice-table" aria-label={label} aria-busy={isLoading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="asp-resource-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                          aria-label={fill(kitTexts.sortBy, {
                            column: typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id,
                          })}
                        >
                          {title}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {shownRows.map((row) => (
              <tr
                key={row.id}
                data-testid={rowTestId ? rowTestId(row.original) : testId ? `${testId}-row` : undefined}
                aria-selected={row.getIsSelected() || undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {isLoading && shownRows.length === 0 ? <Loader /> : null}
      {!isLoading && shownRows.length === 0 ? <p className="asp-resource-table__empty">{kitTexts.empty}</p> : null}
      <Pager list={list} pages={pages} total={total} />
    </div>
  );
}
