import type { User, UserUpdate } from '@asp/contracts';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Benutzer (identity, ROLE_ADMIN only): the standard calls on /api/users plus `userPage`, the
 * list paged, sorted and filtered by the server. The paged list is a filtered list, so its load
 * failure is reported (with a retry) and then swallowed (an empty page); saves pass theirs to
 * the form. Create and update send the same shape (the password only when set).
 */
export const usersApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<User, UserUpdate>()(builder, { name: 'user', tag: 'User', path: '/users', resource: 'users', swallowPage: true }),
});

export const { useUserPageQuery, useUserQuery, useCreateUserMutation, useUpdateUserMutation, useRemoveUserMutation } = usersApi;
