import { ROLE_ADMIN, ROLE_EMPLOYEE, type User } from '@asp/contracts';
import { backofficeStatisticsTexts, backofficeTexts, kitTexts, usersTexts as T } from '@asp/i18n';
import { Button, ResourceTable, SelectField, TextField, showToast, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { useBranchListQuery } from '../branches/branches-api';
import { profilePath } from '../dashboard/paths';
import { formatUserName } from '../../session/user-name';
import { USERS_PATH } from './UserForm';
import { userState, withState } from './user-form-schema';
import { useRemoveUserMutation, useUpdateUserMutation, useUserPageQuery } from './users-api';

/** Lock/unlock and enable/disable straight from the list (the same PUT the form sends). */
function StateActions({ user }: { user: User }) {
  const [update, { isLoading }] = useUpdateUserMutation();
  const change = async (state: Partial<Pick<User, 'isEnabled' | 'isLocked'>>) => {
    await update(withState(user, state)).unwrap();
    showToast(kitTexts.saved, 'success');
  };
  return (
    <span className="asp-user-state-actions">
      <Button
        type="button"
        disabled={isLoading}
        onClick={() => void change({ isLocked: !user.isLocked }).catch(() => undefined)}
        data-testid={`user-lock-${user.id}`}
      >
        {user.isLocked ? T.unlock : T.lock}
      </Button>{' '}
      <Button
        type="button"
        disabled={isLoading}
        onClick={() => void change({ isEnabled: !user.isEnabled }).catch(() => undefined)}
        data-testid={`user-enable-${user.id}`}
      >
        {user.isEnabled ? T.disable : T.enable}
      </Button>
    </span>
  );
}

/**
 * /backend/users: the staff users, filtered, sorted and paged by the identity service, with
 * their state (Aktiv / Deaktiviert / Gesperrt as the auth messages say) and quick state changes.
 */
export function UserListPage() {
  const list = useListState({ pageSize: 25, sort: 'username' });
  const page = useUserPageQuery(list.search);
  const branches = useBranchListQuery();
  const [remove] = useRemoveUserMutation();
  const branchName = useMemo(() => new Map((branches.data ?? []).map((branch) => [branch.id, branch.name])), [branches.data]);

  const columns = useMemo<ColumnDef<User>[]>(
    () => [
      {
        id: 'username',
        header: T.username,
        enableSorting: true,
        cell: ({ row }) => <Link to={`${USERS_PATH}/${row.original.id}`}>{row.original.username}</Link>,
      },
      { id: 'lastName', header: T.name, enableSorting: true, cell: ({ row }) => formatUserName(row.original) },
      { id: 'email', header: T.email, enableSorting: true, cell: ({ row }) => row.original.email ?? '' },
      {
        id: 'roles',
        header: T.roles,
        enableSorting: false,
        cell: ({ row }) => row.original.roles.map((role) => T.roleNames[role]).join(', '),
      },
      {
        id: 'branches',
        header: T.branches,
        enableSorting: false,
        cell: ({ row }) => row.original.branches.map((id) => branchName.get(id) ?? `#${id}`).join(', '),
      },
      {
        id: 'state',
        header: T.state,
        enableSorting: false,
        cell: ({ row }) => {
          const state = userState(row.original);
          return (
            <span data-testid={`user-state-${row.original.id}`} title={state === 'enabled' ? undefined : T.stateHelp[state]}>
              {T.states[state]}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: backofficeTexts.actions,
        enableSorting: false,
        cell: ({ row }) => (
          <>
            <StateActions user={row.original} /> {/* The staff profile: working activities and schedule adherence (statistics). */}
            <Link
              to={profilePath(row.original.id)}
              title={backofficeStatisticsTexts.profileTitle}
              data-testid={`user-profile-${row.original.id}`}
            >
              {backofficeStatisticsTexts.profileLink}
            </Link>
          </>
        ),
      },
    ],
    [branchName],
  );

  return (
    <section>
      <h1>{T.title}</h1>
      <p>
        <Link to={`${USERS_PATH}/new`} data-testid="user-create">
          {backofficeTexts.create}
        </Link>
      </p>
      <div className="asp-list-filters" role="search">
        <TextField label={T.search} name="q" value={list.filters.q ?? ''} onChange={(value) => list.setFilter('q', value)} />
        <SelectField
          label={T.roles}
          name="role"
          value={list.filters.role ?? ''}
          placeholder={T.anyRole}
          options={([ROLE_ADMIN, ROLE_EMPLOYEE] as const).map((role) => ({ value: role, label: T.roleNames[role] }))}
          onChange={(value) => list.setFilter('role', value)}
        />
        <SelectField
          label={T.branches}
          name="branch"
          value={list.filters.branch ?? ''}
          placeholder={T.anyBranch}
          options={(branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name }))}
          onChange={(value) => list.setFilter('branch', value)}
        />
        <SelectField
          label={T.state}
          name="state"
          value={list.filters.state ?? ''}
          placeholder={T.anyState}
          options={(['enabled', 'disabled', 'locked'] as const).map((state) => ({ value: state, label: T.states[state] }))}
          onChange={(value) => list.setFilter('state', value)}
        />
      </div>
      <ResourceTable<User>
        testId="user-table"
        label={T.title}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(user) => String(user.id)}
        columnChoiceKey="users"
        bulkDelete={{ resource: 'users', remove: (id) => remove(id).unwrap() }}
      />
    </section>
  );
}
