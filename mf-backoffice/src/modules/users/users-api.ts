import type { User, UserUpdate } from '@asp/contracts';
import { EMPTY_PAGE, LIST_ID, pageQuery, resourceEndpoints, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Benutzer (identity, ROLE_ADMIN only): the standard calls on /api/users plus the list paged,
 * sorted and filtered by the server. The paged list is a filtered list, so its load failure is
 * reported and then swallowed (an empty page); saves pass theirs to the form. The body of a
 * create and an update is the same shape (the password only when set).
 */
export const usersApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (builder) => ({
    ...resourceEndpoints<User, UserUpdate>()(builder, { name: 'user', tag: 'User', path: '/users', resource: 'users' }),
    /** `search`: 'limit=25&offset=0&sort=username&q=…&role=…&branch=…&state=…'. */
    userPage: builder.query<Page<User>, string>({
      query: (search) => pageQuery(`/users?${search}`),
      extraOptions: { onError: { resource: 'users', action: 'load', swallow: { fallback: EMPTY_PAGE } } },
      providesTags: (result) => [
        ...(result?.rows ?? []).map((user) => ({ type: 'User' as const, id: user.id })),
        { type: 'User', id: LIST_ID },
      ],
    }),
  }),
});

export const { useUserPageQuery, useUserQuery, useCreateUserMutation, useUpdateUserMutation, useRemoveUserMutation } = usersApi;
