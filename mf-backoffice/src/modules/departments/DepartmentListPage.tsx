import type { Department } from '@asp/contracts';
import { backofficeDepartmentTexts as texts, resourceNouns } from '@asp/i18n';
import { ResourceTable, SelectField, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useBranchListQuery } from '../branches/branches-api';
import { branchScopedSearch, shownBranch } from '../catalog-parts/branch-scope';
import { ListFilters, ListHeader } from '../catalog-parts/ListHeader';
import { useRowDelete } from '../catalog-parts/row-delete';
import { departmentPath } from './paths';
import { useDepartmentPageQuery, useRemoveDepartmentMutation } from './departments-api';

/**
 * Abteilungen (document 1 §7: a list with filter parameters): by branch (the layout's
 * branch filter unless the screen names one), words of the name and enabled state — filtered, sorted
 * and paged by the catalog service.
 */
export function DepartmentListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const branchFilter = useAppSelector(selectBranchFilter);
  const page = useDepartmentPageQuery(branchScopedSearch(list.search, list.filters.branch, branchFilter));
  const branches = useBranchListQuery();
  const [removeDepartment] = useRemoveDepartmentMutation();
  const rowDelete = useRowDelete<Department>({
    noun: resourceNouns.departments.one,
    nameOf: (d) => d.name,
    remove: (id) => removeDepartment(id).unwrap(),
  });
  const branchName = useMemo(() => new Map((branches.data ?? []).map((b) => [b.id, b.name])), [branches.data]);

  const columns: ColumnDef<Department>[] = [
    {
      id: 'name',
      header: texts.name,
      enableSorting: true,
      cell: ({ row }) => <Link to={departmentPath(row.original.id)}>{row.original.name}</Link>,
    },
    {
      id: 'branch',
      header: texts.branch,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.branch === null ? texts.noBranch : (branchName.get(row.original.branch) ?? `#${row.original.branch}`),
    },
    { id: 'isEnabled', header: texts.isEnabled, enableSorting: false, cell: ({ row }) => (row.original.isEnabled ? '✓' : '–') },
    rowDelete.column,
  ];

  return (
    <section>
      <ListHeader title={texts.listTitle} createTo={departmentPath('new')} />
      <ListFilters>
        <TextField
          type="search"
          label={texts.search}
          name="search"
          value={list.filters.search ?? ''}
          onChange={(v) => list.setFilter('search', v)}
          placeholder={texts.searchPlaceholder}
        />
        <SelectField
          label={texts.branch}
          name="branch"
          value={shownBranch(list.filters.branch, branchFilter)}
          placeholder={texts.allBranches}
          options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={(v) => list.setFilter('branch', v)}
        />
        <SelectField
          label={texts.status}
          name="isEnabled"
          value={list.filters.isEnabled ?? ''}
          placeholder={texts.allStates}
          options={[
            { value: 'true', label: texts.enabledOnly },
            { value: 'false', label: texts.disabledOnly },
          ]}
          onChange={(v) => list.setFilter('isEnabled', v)}
        />
      </ListFilters>
      <ResourceTable<Department>
        testId="department-table"
        label={texts.listTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(d) => String(d.id)}
        columnChoiceKey="departments"
        bulkDelete={{ resource: 'departments', remove: (id) => removeDepartment(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}
