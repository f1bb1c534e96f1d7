import { backofficeTexts, externalUsersTexts as T, resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { Link, useParams } from 'react-router-dom';
import { ExternalUserForm, EXTERNAL_USERS_PATH } from './ExternalUserForm';
import { useExternalUserQuery } from './external-users-api';

export function ExternalUserCreatePage() {
  return (
    <section>
      <h1>{T.newTitle}</h1>
      <ExternalUserForm />
    </section>
  );
}

export function ExternalUserEditPage() {
  const externalUser = useExternalUserQuery(Number(useParams().id));
  return (
    <section>
      <p>
        <Link to={EXTERNAL_USERS_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{T.editTitle}</h1>
      {externalUser.isError ? (
        <ErrorNotice message={resourceError('externalUsers', 'load')} onRetry={() => void externalUser.refetch()} />
      ) : null}
      {externalUser.data ? (
        <ExternalUserForm key={externalUser.data.id} externalUser={externalUser.data} />
      ) : externalUser.isLoading ? (
        <Loader />
      ) : null}
    </section>
  );
}
