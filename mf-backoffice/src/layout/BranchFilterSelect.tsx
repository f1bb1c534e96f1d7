import { backofficeTexts } from '@asp/i18n';
import { SelectField } from '@asp/web-kit';
import { useEffect } from 'react';
import { useBranchListQuery } from '../modules/branches/branches-api';
import { useOptionalSignedInUser } from '../session/RequireUser';
import { allowedBranchIds } from './branch-filter-storage';
import { useBranchFilter } from './use-branch-filter';

/**
 * The branch filter of document 1 §2: an entry for all branches plus one per branch —
 * for an employee one per own branch (the services show them nothing else). The choice
 * is remembered per user (useBranchFilter).
 */
export function BranchFilterSelect() {
  const current = useOptionalSignedInUser();
  const { branch, setBranch } = useBranchFilter();
  const branches = useBranchListQuery();
  const allowed = current ? allowedBranchIds(current) : null;
  const choices = (branches.data ?? []).filter((entry) => allowed === null || allowed.has(entry.id));

  // A remembered branch that was deleted since: back to all branches.
  const gone = branches.data !== undefined && branch !== null && !choices.some((entry) => entry.id === branch);
  useEffect(() => {
    if (gone) setBranch(null);
  }, [gone, setBranch]);

  // A failed load is the layout's notice (with its retry); the select then offers all branches only.
  return (
    <div className="asp-backoffice-branch-filter" data-testid="branch-filter">
      <SelectField
        label={backofficeTexts.branchFilter}
        name="branchFilter"
        value={branch === null ? '' : String(branch)}
        disabled={branches.isLoading}
        options={[
          { value: '', label: backofficeTexts.allBranches },
          ...choices.map((entry) => ({ value: String(entry.id), label: entry.name })),
        ]}
        onChange={(value) => setBranch(value === '' ? null : Number(value))}
      />
    </div>
  );
}
