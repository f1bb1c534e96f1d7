import type { ExternalUser, ExternalUserFields } from '@asp/contracts';
import { LIST_ID, pageQuery, resourceEndpoints, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Externe Benutzer (identity): the standard calls on /api/external-users plus the filtered list
 * paged by the server. Like customers, its filtered-list load failure is passed on to the caller
 * (document 1 §4), which shows it in place.
 */
export const externalUsersApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['ExternalUser'] }).injectEndpoints({
  endpoints: (builder) => ({
    ...resourceEndpoints<ExternalUser, ExternalUserFields>()(builder, {
      name: 'externalUser',
      tag: 'ExternalUser',
      path: '/external-users',
      resource: 'externalUsers',
    }),
    /** `search`: 'limit=25&offset=0&sort=name&q=…&isEnabled=…'. */
    externalUserPage: builder.query<Page<ExternalUser>, string>({
      query: (search) => pageQuery(`/external-users?${search}`),
      extraOptions: { onError: { resource: 'externalUsers', action: 'load', inPlace: true } },
      providesTags: (result) => [
        ...(result?.rows ?? []).map((externalUser) => ({ type: 'ExternalUser' as const, id: externalUser.id })),
        { type: 'ExternalUser', id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useExternalUserPageQuery,
  useExternalUserQuery,
  useCreateExternalUserMutation,
  useUpdateExternalUserMutation,
  useRemoveExternalUserMutation,
} = externalUsersApi;
