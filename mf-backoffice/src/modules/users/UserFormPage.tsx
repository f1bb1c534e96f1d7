import { resourceError, usersTexts as T } from '@asp/i18n';
import { ErrorNotice } from '@asp/web-kit';
import { RecordPage, useRecordFromUrl } from '../../ui/RecordPage';
import { UserForm, USERS_PATH } from './UserForm';
import { useUserQuery } from './users-api';

/** /backend/users/new and /backend/users/:id — a failed load is reported in place, with a retry. */
function UserPage() {
  const record = useRecordFromUrl(useUserQuery);
  return (
    <RecordPage
      record={record}
      title={{ create: T.newTitle, edit: T.editTitle }}
      backTo={USERS_PATH}
      loadFailed={(retry) => <ErrorNotice message={resourceError('users', 'load')} onRetry={retry} />}
    >
      {(user) => <UserForm key={user?.id ?? 'new'} user={user ?? undefined} />}
    </RecordPage>
  );
}

export const UserCreatePage = UserPage;
export const UserEditPage = UserPage;
