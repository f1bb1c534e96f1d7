import type { Branch } from '@asp/contracts';
import { backofficeBranchTexts, backofficeTexts, kitTexts, resourceNouns } from '@asp/i18n';
import { Button, Loader, ResourceTable, showToast, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo, useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useBranchPageQuery, useRemoveBranchMutation } from './branches-api';

const yesNo = (value: boolean) => (value ? backofficeTexts.yes : backofficeTexts.no);

/** Name, identifier and city sort on the server (services/catalog sortFields; TanStack sorts only columns with an accessor); the flags do not. */
function branchColumns(onDelete: (branch: Branch) => void): ColumnDef<Branch>[] {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: backofficeBranchTexts.name,
      enableSorting: true,
      cell: ({ row }) => <Link to={`/backend/branches/${row.original.id}`}>{row.original.name}</Link>,
    },
    {
      id: 'identifier',
      accessorKey: 'identifier',
      header: backofficeBranchTexts.identifier,
      enableSorting: true,
      cell: ({ row }) => row.original.identifier,
    },
    { id: 'city', accessorKey: 'city', header: backofficeBranchTexts.city, enableSorting: true, cell: ({ row }) => row.original.city },
    {
      id: 'isPublic',
      header: backofficeBranchTexts.isPublic,
      enableSorting: false,
      cell: ({ row }) => <span data-testid="branch-public">{yesNo(row.original.isPublic)}</span>,
    },
    {
      id: 'isEnabled',
      header: backofficeBranchTexts.isEnabled,
      enableSorting: false,
      cell: ({ row }) => <span data-testid="branch-enabled">{yesNo(row.original.isEnabled)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="asp-visually-hidden">{backofficeTexts.actions}</span>,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row: { original: branch } }) => (
        <div className="asp-backoffice-table__actions">
          <Link to={`/backend/branches/${branch.id}`} aria-label={`${backofficeTexts.edit}: ${branch.name}`}>
            {backofficeTexts.edit}
          </Link>
          <Button
            variant="secondary"
            aria-label={`${backofficeTexts.delete}: ${branch.name}`}
            data-testid={`delete-branch-${branch.identifier}`}
            onClick={() => onDelete(branch)}
          >
            {backofficeTexts.delete}
          </Button>
        </div>
      ),
    },
  ];
}

/**
 * /backend/branches: the branches with name, identifier, city and their public/enabled
 * flags, sorted and paged by the server (page, size and sort in the URL); links to create
 * and edit, and delete after a confirmation. Failed calls are the layout's notices (the
 * server's first message on a delete, with a retry).
 * The branch filter does not narrow this list: it is where the branches are kept.
 */
export function BranchListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const branches = useBranchPageQuery(list.search, { refetchOnMountOrArgChange: true });
  const [remove, removal] = useRemoveBranchMutation();
  const [confirming, setConfirming] = useState<Branch | null>(null);
  const columns = useMemo(() => branchColumns(setConfirming), []);
  const rows = branches.data?.rows.length ?? 0;

  async function deleteBranch(id: number) {
    // A failed delete is the layout's notice: the server's first message (e.g. still used by a menu) and a retry.
    const removed = await remove(id);
    if ('error' in removed) return;
    showToast(kitTexts.deleted, 'success');
    // The last row of a later page is gone: show the page before it.
    if (list.page > 0 && rows === 1) list.setPage(list.page - 1);
  }

  return (
    <section className="asp-backoffice-page">
      <div className="asp-backoffice-page__head">
        <h1>{backofficeBranchTexts.listTitle}</h1>
        <Link className="asp-button" to="/backend/branches/new" data-testid="create-branch">
          {backofficeTexts.create}
        </Link>
      </div>
      {removal.isLoading ? <Loader /> : null}
      {/* A failed load is the layout's notice with its retry; the table stays empty meanwhile. */}
      <ResourceTable<Branch>
        // The table's test id only while it has rows (the journeys read 'branch-table' as "the list is there").
        testId={rows > 0 ? 'branch-table' : undefined}
        label={backofficeBranchTexts.listTitle}
        columns={columns}
        page={branches.data}
        isLoading={branches.isFetching}
        list={list}
        getRowId={(branch) => String(branch.id)}
        rowTestId={(branch) => `branch-row-${branch.identifier}`}
        columnChoiceKey="branches"
      />
      <ConfirmDeleteDialog
        name={confirming?.name ?? null}
        noun={resourceNouns.branches.one}
        busy={removal.isLoading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const id = confirming?.id;
          setConfirming(null);
          if (id !== undefined) void deleteBranch(id);
        }}
      />
    </section>
  );
}
