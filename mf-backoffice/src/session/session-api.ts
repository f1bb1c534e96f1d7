import type { CurrentUser, LoginRequest } from '@asp/contracts';
import { operationTexts, validationTexts } from '@asp/i18n';
import { backofficeApi } from '../backoffice-api';

/** Login and logout: the server's message (e.g. a locked account) wins; a 401 is the login form's own. */
const sessionFailed = { message: validationTexts.serverError, write: true, inPlace: true } as const;

/**
 * The staff session (DESIGN.md §8): the current user, login and logout of the identity
 * service. Login and logout invalidate the held user, so the next screen asks again.
 */
export const sessionApi = backofficeApi.injectEndpoints({
  endpoints: (builder) => ({
    currentUser: builder.query<CurrentUser, void>({
      query: () => '/users/me',
      extraOptions: { onError: { message: operationTexts.currentUserFailed, inPlace: true } },
      providesTags: ['CurrentUser'],
    }),
    login: builder.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ method: 'POST', url: '/login', body }),
      extraOptions: { onError: sessionFailed },
      invalidatesTags: ['CurrentUser'],
    }),
    logout: builder.mutation<unknown, void>({
      query: () => ({ method: 'POST', url: '/logout' }),
      extraOptions: { onError: sessionFailed },
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useCurrentUserQuery, useLoginMutation, useLogoutMutation } = sessionApi;
