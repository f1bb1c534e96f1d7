import type { Menu } from '@asp/contracts';
import { backofficeMenuTexts as texts, resourceNouns } from '@asp/i18n';
import { ResourceTable, TextField, useListState, useNow, type ColumnDef } from '@asp/web-kit';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useBranchListQuery } from '../branches/branches-api';
import { branchScopedSearch } from '../catalog-parts/branch-scope';
import { ListFilters, ListHeader } from '../catalog-parts/ListHeader';
import { useRowDelete } from '../catalog-parts/row-delete';
import { activeAt } from './menu-catalog';
import { useMenuListQuery, useMenuPageQuery, useRemoveMenuMutation } from './menus-api';
import { menuPath } from './paths';

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Produktkataloge of the branch chosen in the layout (all without), searched, sorted and
 * paged by the catalog service. 'aktiv' marks the branches whose shop shows the menu now
 * (the latest availableFrom not in the future, libs/domain's rule), read from all menus.
 */
export function MenuListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const branchFilter = useAppSelector(selectBranchFilter);
  const page = useMenuPageQuery(branchScopedSearch(list.search, undefined, branchFilter));
  const all = useMenuListQuery();
  const branches = useBranchListQuery();
  const [removeMenu] = useRemoveMenuMutation();
  const now = useNow(60_000);
  const rowDelete = useRowDelete<Menu>({ noun: resourceNouns.menus.one, nameOf: (m) => m.name, remove: (id) => removeMenu(id).unwrap() });
  const branchName = useMemo(() => new Map((branches.data ?? []).map((b) => [b.id, b.name])), [branches.data]);

  const columns: ColumnDef<Menu>[] = [
    {
      id: 'name',
      header: texts.name,
      enableSorting: true,
      cell: ({ row }) => <Link to={menuPath(row.original.id)}>{row.original.name}</Link>,
    },
    {
      id: 'branches',
      header: texts.branches,
      enableSorting: false,
      cell: ({ row }) => {
        const active = new Set(activeAt(row.original, all.data ?? [], now));
        if (!row.original.branches.length) return texts.noBranches;
        return row.original.branches.map((id, index) => (
          <span key={id}>
            {index ? ', ' : ''}
            {branchName.get(id) ?? `#${id}`}
            {active.has(id) ? <strong> ({texts.activeNow})</strong> : null}
          </span>
        ));
      },
    },
    {
      id: 'availableFrom',
      header: texts.availableFrom,
      enableSorting: true,
      cell: ({ row }) => (row.original.availableFrom ? dateTime.format(new Date(row.original.availableFrom)) : texts.alwaysAvailable),
    },
    { id: 'catalog', header: texts.categories, enableSorting: false, cell: ({ row }) => row.original.catalog.length },
    rowDelete.column,
  ];

  return (
    <section>
      <ListHeader title={texts.listTitle} createTo={menuPath('new')} />
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
      <ResourceTable<Menu>
        testId="menu-table"
        label={texts.listTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(m) => String(m.id)}
        columnChoiceKey="menus"
        bulkDelete={{ resource: 'menus', remove: (id) => removeMenu(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}
