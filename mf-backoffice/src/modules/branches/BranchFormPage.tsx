import { backofficeBranchTexts } from '@asp/i18n';
import { RecordPage, useRecordFromUrl } from '../../ui/RecordPage';
import { BranchForm, LIST_PATH } from './BranchForm';
import { useBranchQuery } from './branches-api';

/** /backend/branches/new and /backend/branches/:id — an existing one loaded fresh, so the form never edits a stale copy. */
function BranchPage() {
  const branch = useRecordFromUrl(useBranchQuery);
  return (
    <RecordPage
      record={branch}
      title={{ create: backofficeBranchTexts.createTitle, edit: backofficeBranchTexts.editTitle }}
      backTo={LIST_PATH}
      className="asp-backoffice-page"
    >
      {(original) => <BranchForm key={original?.id ?? 'new'} original={original ?? undefined} />}
    </RecordPage>
  );
}

export const BranchCreatePage = BranchPage;
export const BranchEditPage = BranchPage;
