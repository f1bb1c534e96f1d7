import type { ExternalUser } from '@asp/contracts';
import { backofficeTexts, externalUsersTexts as T, resourceError } from '@asp/i18n';
import { ErrorNotice, ResourceTable, SelectField, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { EXTERNAL_USERS_PATH } from './ExternalUserForm';
import { useExternalUserPageQuery, useRemoveExternalUserMutation } from './external-users-api';

const columns: ColumnDef<ExternalUser>[] = [
  {
    id: 'name',
    header: T.name,
    enableSorting: true,
    cell: ({ row }) => <Link to={`${EXTERNAL_USERS_PATH}/${row.original.id}`}>{row.original.name}</Link>,
  },
  { id: 'company', header: T.company, enableSorting: true, cell: ({ row }) => row.original.company },
  { id: 'email', header: T.email, enableSorting: true, cell: ({ row }) => row.original.email ?? '' },
  { id: 'phone', header: T.phone, enableSorting: false, cell: ({ row }) => row.original.phone },
  {
    id: 'isEnabled',
    header: T.isEnabled,
    enableSorting: false,
    cell: ({ row }) => (row.original.isEnabled ? backofficeTexts.yes : backofficeTexts.no),
  },
];

/**
 * /backend/external-users: the filtered list (search, active), sorted and paged by the identity
 * service. Like customers, a failed load is passed on (document 1 §4) and shown here in place.
 */
export function ExternalUserListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const page = useExternalUserPageQuery(list.search);
  const [remove] = useRemoveExternalUserMutation();
  return (
    <section>
      <h1>{T.title}</h1>
      <p>
        <Link to={`${EXTERNAL_USERS_PATH}/new`} data-testid="external-user-create">
          {backofficeTexts.create}
        </Link>
      </p>
      <div className="asp-list-filters" role="search">
        <TextField label={T.search} name="q" value={list.filters.q ?? ''} onChange={(value) => list.setFilter('q', value)} />
        <SelectField
          label={T.isEnabled}
          name="isEnabled"
          value={list.filters.isEnabled ?? ''}
          placeholder={T.anyState}
          options={[
            { value: 'true', label: T.enabledOnly },
            { value: 'false', label: T.disabledOnly },
          ]}
          onChange={(value) => list.setFilter('isEnabled', value)}
        />
      </div>
      {page.isError ? (
        <div data-testid="external-user-list-error">
          <ErrorNotice message={resourceError('externalUsers', 'load')} onRetry={() => void page.refetch()} />
        </div>
      ) : null}
      <ResourceTable<ExternalUser>
        testId="external-user-table"
        label={T.title}
        columns={columns}
        page={page.isError ? undefined : page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(externalUser) => String(externalUser.id)}
        columnChoiceKey="external-users"
        bulkDelete={{ resource: 'externalUsers', remove: (id) => remove(id).unwrap() }}
      />
    </section>
  );
}
