import type { Table } from '@asp/contracts';
import { backofficeTableTexts as texts, resourceNouns } from '@asp/i18n';
import { ResourceTable, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useBranchListQuery } from '../branches/branches-api';
import { branchScopedSearch } from '../catalog-parts/branch-scope';
import { ListFilters, ListHeader } from '../catalog-parts/ListHeader';
import { useRowDelete } from '../catalog-parts/row-delete';
import { branchQrPath, tablePath, tableQrPath } from './paths';
import { useRemoveTableMutation, useTablePageQuery } from './tables-api';

/**
 * Tische: the tables of the branch chosen in the layout's branch filter (all without),
 * searched by identifier or description, sorted and paged by the catalog service; each
 * with its QR code, and all QR codes of the chosen branch on one print sheet.
 */
export function TableListPage() {
  const list = useListState({ pageSize: 25, sort: 'identifier' });
  const branchFilter = useAppSelector(selectBranchFilter);
  const page = useTablePageQuery(branchScopedSearch(list.search, undefined, branchFilter));
  const branches = useBranchListQuery();
  const [removeTable] = useRemoveTableMutation();
  const rowDelete = useRowDelete<Table>({
    noun: resourceNouns.tables.one,
    nameOf: (t) => t.identifier,
    remove: (id) => removeTable(id).unwrap(),
  });
  const branchName = useMemo(() => new Map((branches.data ?? []).map((b) => [b.id, b.name])), [branches.data]);

  const columns: ColumnDef<Table>[] = [
    {
      id: 'identifier',
      header: texts.identifier,
      enableSorting: true,
      cell: ({ row }) => <Link to={tablePath(row.original.id)}>{row.original.identifier}</Link>,
    },
    {
      id: 'branch',
      header: texts.branch,
      enableSorting: false,
      cell: ({ row }) => branchName.get(row.original.branch) ?? `#${row.original.branch}`,
    },
    { id: 'description', header: texts.description, enableSorting: true, cell: ({ row }) => row.original.description },
    {
      id: 'qr',
      header: texts.qrCode,
      enableSorting: false,
      cell: ({ row }) => <Link to={tableQrPath(row.original.id)}>{texts.printQr}</Link>,
    },
    rowDelete.column,
  ];

  return (
    <section>
      <ListHeader title={texts.listTitle} createTo={tablePath('new')}>
        {branchFilter !== null ? (
          <Link className="asp-button asp-button--secondary" to={branchQrPath(branchFilter)} data-testid="tables-print-all">
            {texts.printAll}
          </Link>
        ) : null}
      </ListHeader>
      {branchFilter === null ? <p>{texts.printAllHint}</p> : null}
      <ListFilters>
        <TextField
          type="search"
          label={texts.search}
          name="q"
          value={list.filters.q ?? ''}
          onChange={(q) => list.setFilter('q', q)}
          placeholder={texts.searchPlaceholder}
        />
      </ListFilters>
      <ResourceTable<Table>
        testId="table-table"
        label={texts.listTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(t) => String(t.id)}
        columnChoiceKey="tables"
        bulkDelete={{ resource: 'tables', remove: (id) => removeTable(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}
