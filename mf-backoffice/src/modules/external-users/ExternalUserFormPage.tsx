import { resourceError, externalUsersTexts as T } from '@asp/i18n';
import { ErrorNotice } from '@asp/web-kit';
import { RecordPage, useRecordFromUrl } from '../../ui/RecordPage';
import { ExternalUserForm, EXTERNAL_USERS_PATH } from './ExternalUserForm';
import { useExternalUserQuery } from './external-users-api';

/** /backend/external-users/new and /backend/external-users/:id — a failed load is reported in place, with a retry. */
function ExternalUserPage() {
  const record = useRecordFromUrl(useExternalUserQuery);
  return (
    <RecordPage
      record={record}
      title={{ create: T.newTitle, edit: T.editTitle }}
      backTo={EXTERNAL_USERS_PATH}
      loadFailed={(retry) => <ErrorNotice message={resourceError('externalUsers', 'load')} onRetry={retry} />}
    >
      {(externalUser) => <ExternalUserForm key={externalUser?.id ?? 'new'} externalUser={externalUser ?? undefined} />}
    </RecordPage>
  );
}

export const ExternalUserCreatePage = ExternalUserPage;
export const ExternalUserEditPage = ExternalUserPage;
