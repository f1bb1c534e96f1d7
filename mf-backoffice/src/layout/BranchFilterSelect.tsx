import { backofficeTexts, resourceError } from '@asp/i18n';
import { ErrorNotice, SelectField } from '@asp/web-kit';
import { useBranchListQuery } from '../modules/branches/branches-api';
import { useAppDispatch, useAppSelector } from '../store';
import { selectBranchFilter, setBranchFilter } from './branch-filter-slice';

/** The branch filter of document 1 §2: an entry for all branches plus one per branch. */
export function BranchFilterSelect() {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectBranchFilter);
  const branches = useBranchListQuery();

  if (branches.isError) {
    return <ErrorNotice message={resourceError('branches', 'load')} onRetry={() => void branches.refetch()} />;
  }
  return (
    <div className="asp-backoffice-branch-filter" data-testid="branch-filter">
      <SelectField
        label={backofficeTexts.branchFilter}
        name="branchFilter"
        value={selected === null ? '' : String(selected)}
        disabled={branches.isLoading}
        options={[
          { value: '', label: backofficeTexts.allBranches },
          ...(branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name })),
        ]}
        onChange={(value) => dispatch(setBranchFilter(value === '' ? null : Number(value)))}
      />
    </div>
  );
}
