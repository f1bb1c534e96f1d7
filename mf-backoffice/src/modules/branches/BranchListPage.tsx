import type { Branch } from '@asp/contracts';
import { backofficeBranchTexts, backofficeTexts, resourceError, resourceNouns } from '@asp/i18n';
import { Button, ErrorNotice, errorMessage, isRetryableError, Loader } from '@asp/web-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useBranchListQuery, useRemoveBranchMutation } from './branches-api';

const yesNo = (value: boolean) => (value ? backofficeTexts.yes : backofficeTexts.no);

/**
 * /backend/branches: every branch with name, identifier, city and its public/enabled
 * flags; links to create and edit, and delete after a confirmation. A failed delete
 * shows the server's first message (or the default), with a retry of the same call
 * when it may succeed later (no answer, server fault; not after a 4xx refusal).
 */
export function BranchListPage() {
  const branches = useBranchListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove, removal] = useRemoveBranchMutation();
  const [confirming, setConfirming] = useState<Branch | null>(null);
  const [failedDelete, setFailedDelete] = useState<{ id: number; message: string; canRetry: boolean } | null>(null);

  async function deleteBranch(id: number) {
    setFailedDelete(null);
    try {
      await remove(id).unwrap();
    } catch (error) {
      setFailedDelete({ id, message: errorMessage(error, resourceError('branches', 'delete')), canRetry: isRetryableError(error) });
    }
  }

  let content;
  if (branches.isError) {
    content = <ErrorNotice message={resourceError('branches', 'load')} onRetry={() => void branches.refetch()} />;
  } else if (!branches.data) {
    content = <Loader />;
  } else if (branches.data.length === 0) {
    content = <p>{backofficeTexts.empty}</p>;
  } else {
    content = (
      <table className="asp-backoffice-table" data-testid="branch-table">
        <thead>
          <tr>
            <th scope="col">{backofficeBranchTexts.name}</th>
            <th scope="col">{backofficeBranchTexts.identifier}</th>
            <th scope="col">{backofficeBranchTexts.city}</th>
            <th scope="col">{backofficeBranchTexts.isPublic}</th>
            <th scope="col">{backofficeBranchTexts.isEnabled}</th>
            <th scope="col">
              <span className="asp-visually-hidden">{backofficeTexts.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {branches.data.map((branch) => (
            <tr key={branch.id} data-testid={`branch-row-${branch.identifier}`}>
              <td>
                <Link to={`/backend/branches/${branch.id}`}>{branch.name}</Link>
              </td>
              <td>{branch.identifier}</td>
              <td>{branch.city}</td>
              <td data-testid="branch-public">{yesNo(branch.isPublic)}</td>
              <td data-testid="branch-enabled">{yesNo(branch.isEnabled)}</td>
              <td>
                <div className="asp-backoffice-table__actions">
                  <Link to={`/backend/branches/${branch.id}`} aria-label={`${backofficeTexts.edit}: ${branch.name}`}>
                    {backofficeTexts.edit}
                  </Link>
                  <Button
                    variant="secondary"
                    aria-label={`${backofficeTexts.delete}: ${branch.name}`}
                    data-testid={`delete-branch-${branch.identifier}`}
                    onClick={() => setConfirming(branch)}
                  >
                    {backofficeTexts.delete}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="asp-backoffice-page">
      <div className="asp-backoffice-page__head">
        <h1>{backofficeBranchTexts.listTitle}</h1>
        <Link className="asp-button" to="/backend/branches/new" data-testid="create-branch">
          {backofficeTexts.create}
        </Link>
      </div>
      {failedDelete ? (
        <ErrorNotice
          message={failedDelete.message}
          onRetry={failedDelete.canRetry ? () => void deleteBranch(failedDelete.id) : undefined}
        />
      ) : null}
      {removal.isLoading ? <Loader /> : null}
      {content}
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
