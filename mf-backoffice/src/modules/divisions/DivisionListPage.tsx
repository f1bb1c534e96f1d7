import type { Division } from '@asp/contracts';
import { backofficeDivisionTexts as t, backofficeTexts, kitTexts, resourceNouns } from '@asp/i18n';
import { Button, ResourceTable, showToast, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo, useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useBranchListQuery } from '../branches/branches-api';
import { useDivisionListQuery, useRemoveDivisionMutation } from './divisions-api';
import styles from './divisions.module.css';

export const DIVISIONS_PATH = '/backend/divisions';

/**
 * /backend/divisions: every division with its number of branches, searchable and
 * sortable (a small list: the kit's table pages it in the browser); delete after a
 * confirmation — the service refuses a division that still has branches, with its German
 * message shown by the layout.
 */
export function DivisionListPage() {
  const list = useListState({ sort: 'name' });
  const divisions = useDivisionListQuery(undefined, { refetchOnMountOrArgChange: true });
  const branches = useBranchListQuery();
  const [remove, removal] = useRemoveDivisionMutation();
  const [confirming, setConfirming] = useState<Division | null>(null);
  const q = (list.filters.q ?? '').toLocaleLowerCase('de');

  const rows = useMemo(
    () => (divisions.data ?? []).filter((division) => division.name.toLocaleLowerCase('de').includes(q)),
    [divisions.data, q],
  );

  const columns = useMemo<ColumnDef<Division, any>[]>(
    () => [
      {
        id: 'name',
        header: t.name,
        accessorKey: 'name',
        enableSorting: true,
        sortingFn: (a, b) => a.original.name.localeCompare(b.original.name, 'de'),
        cell: ({ row }) => <Link to={`${DIVISIONS_PATH}/${row.original.id}`}>{row.original.name}</Link>,
      },
      {
        id: 'branches',
        header: t.branches,
        enableSorting: false,
        cell: ({ row }) => (branches.data ?? []).filter((branch) => branch.division === row.original.id).length,
      },
      {
        id: 'actions',
        header: backofficeTexts.actions,
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <Button
            variant="secondary"
            aria-label={`${backofficeTexts.delete}: ${row.original.name}`}
            onClick={() => setConfirming(row.original)}
          >
            {backofficeTexts.delete}
          </Button>
        ),
      },
    ],
    [branches.data],
  );

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.listTitle}</h1>
        <Link className="asp-button" to={`${DIVISIONS_PATH}/new`} data-testid="create-division">
          {backofficeTexts.create}
        </Link>
      </div>
      <label className={styles.search}>
        {kitTexts.search}
        <input type="search" value={list.filters.q ?? ''} onChange={(event) => list.setFilter('q', event.target.value)} />
      </label>
      <ResourceTable<Division>
        testId="division-table"
        label={t.listTitle}
        columns={columns}
        rows={divisions.data ? rows : undefined}
        isLoading={divisions.isFetching}
        list={list}
        getRowId={(division) => String(division.id)}
        columnChoiceKey="divisions"
        bulkDelete={{ resource: 'divisions', remove: (id) => remove(id).unwrap() }}
      />
      <ConfirmDeleteDialog
        name={confirming?.name ?? null}
        noun={resourceNouns.divisions.one}
        busy={removal.isLoading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const id = confirming?.id;
          setConfirming(null);
          if (id !== undefined)
            remove(id)
              .unwrap()
              .then(() => showToast(kitTexts.deleted))
              .catch(() => undefined);
        }}
      />
    </section>
  );
}
