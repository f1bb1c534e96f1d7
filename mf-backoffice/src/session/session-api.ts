import type { CurrentUser, LoginRequest } from '@asp/contracts';
import { apiBaseQuery } from '@asp/web-kit';
import { createApi } from '@reduxjs/toolkit/query/react';

/**
 * The staff session (DESIGN.md §8): the current user, login and logout of the identity
 * service. Login and logout invalidate the held user, so the next screen asks again.
 */
export const sessionApi = createApi({
  reducerPath: 'sessionApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['CurrentUser'],
  endpoints: (builder) => ({
    currentUser: builder.query<CurrentUser, void>({
      query: () => '/users/me',
      providesTags: ['CurrentUser'],
    }),
    login: builder.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ method: 'POST', url: '/login', body }),
      invalidatesTags: ['CurrentUser'],
    }),
    logout: builder.mutation<unknown, void>({
      query: () => ({ method: 'POST', url: '/logout' }),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useCurrentUserQuery, useLoginMutation, useLogoutMutation } = sessionApi;
