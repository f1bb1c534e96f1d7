import type { ExternalUser, ExternalUserFields } from '@asp/contracts';
import { LIST_ID, pageQuery, resourceEndpoints, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

const standardCalls = backofficeApi.enhanceEndpoints({ addTagTypes: ['ExternalUser'] }).injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<ExternalUser, ExternalUserFields>()(builder, {
      name: 'externalUser',
      tag: 'ExternalUser',
      path: '/external-users',
      resource: 'externalUsers',
    }),
});

/**
 * Externe Benutzer (identity): the standard calls on /api/external-users plus `externalUserPage`,
 * the filtered list paged and sorted by the server. Like customers, its failed load is passed on
 * to the caller (document 1 §4) and shown in place by the list (`inPlace`).
 */
export const externalUsersApi = standardCalls.injectEndpoints({
  overrideExisting: true,
  endpoints: (builder) => ({
    /** `search`: 'limit=25&offset=0&sort=name&q=…&isEnabled=…'. */
    externalUserPage: builder.query<Page<ExternalUser>, string>({
      query: (search) => pageQuery(`/external-users?${search}`),
      extraOptions: { onError: { resource: 'externalUsers', action: 'load', inPlace: true } },
      providesTags: (result) => [
        ...(result?.rows ?? []).map((externalUser) => ({ type: 'ExternalUser' as const, id: externalUser.id })),
        { type: 'ExternalUser' as const, id: LIST_ID },
      ],
    }),
  }),
});

export const { useExternalUserPageQuery } = externalUsersApi;
export const { useExternalUserQuery, useCreateExternalUserMutation, useUpdateExternalUserMutation, useRemoveExternalUserMutation } =
  standardCalls;
