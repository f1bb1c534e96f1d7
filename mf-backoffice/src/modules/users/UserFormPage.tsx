import { resourceError, usersTexts as T } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { Link, useParams } from 'react-router-dom';
import { UserForm, USERS_PATH } from './UserForm';
import { useUserQuery } from './users-api';
import { backofficeTexts } from '@asp/i18n';

export function UserCreatePage() {
  return (
    <section>
      <h1>{T.newTitle}</h1>
      <UserForm />
    </section>
  );
}

export function UserEditPage() {
  const id = Number(useParams().id);
  const user = useUserQuery(id);
  return (
    <section>
      <p>
        <Link to={USERS_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{T.editTitle}</h1>
      {user.isError ? <ErrorNotice message={resourceError('users', 'load')} onRetry={() => void user.refetch()} /> : null}
      {user.data ? <UserForm key={user.data.id} user={user.data} /> : user.isLoading ? <Loader /> : null}
    </section>
  );
}
