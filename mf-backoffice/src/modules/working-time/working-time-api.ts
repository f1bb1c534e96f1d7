import type {
  AbsenceRequest,
  CreatedTerminalToken,
  HolidayBalance,
  MonthClosing,
  TerminalToken,
  TimeSheetBalance,
  WorkingActivity,
  WorkingActivityInput,
} from '@asp/contracts';
import { backofficeTimeTexts as t, operationTexts } from '@asp/i18n';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * The working-time calls of the back office (services/time-tracking, issue 15): activities
 * as a standard resource (paged and filtered in SQL), the time sheets, absence requests,
 * month closings and terminal tokens. Failed loads are reported by the layout with the §8
 * message; failed writes with the server's German reason.
 */
const taggedApi = backofficeApi.enhanceEndpoints({
  addTagTypes: ['WorkingActivity', 'AbsenceRequest', 'MonthClosing', 'TerminalToken', 'TimeSheet'],
});

export const workingActivitiesApi = taggedApi.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<WorkingActivity, WorkingActivityInput>()(builder, {
      name: 'workingActivity',
      tag: 'WorkingActivity',
      path: '/working-activities',
      resource: 'workingActivities',
      swallowPage: true,
    }),
});

export const workingTimeApi = taggedApi.injectEndpoints({
  endpoints: (builder) => ({
    timeBalances: builder.query<TimeSheetBalance[], string>({
      query: (search) => ({ url: `/time-sheets/balances?${search}` }),
      extraOptions: { onError: { message: operationTexts.timeBalancesFailed } },
      providesTags: ['TimeSheet'],
    }),
    holidayBalances: builder.query<HolidayBalance[], string>({
      query: (search) => ({ url: `/time-sheets/holiday-balances?${search}` }),
      extraOptions: { onError: { message: operationTexts.holidayBalancesFailed } },
      providesTags: ['TimeSheet'],
    }),
    absenceRequests: builder.query<AbsenceRequest[], string>({
      query: (search) => ({ url: `/time-tracking/absence-requests${search ? `?${search}` : ''}` }),
      extraOptions: { onError: { message: t.absencesLoadFailed } },
      providesTags: ['AbsenceRequest'],
    }),
    decideAbsence: builder.mutation<AbsenceRequest, { id: number; decision: 'approve' | 'reject' }>({
      query: ({ id, decision }) => ({ method: 'POST', url: `/time-tracking/absence-requests/${id}/${decision}`, body: {} }),
      extraOptions: { onError: { message: t.absenceDecideFailed, write: true } },
      invalidatesTags: (_result, error) => (error ? [] : ['AbsenceRequest', 'TimeSheet', 'WorkingActivity']),
    }),
    /** The employee's own open request, or (admins) an approval taken back: the service deletes its holiday booking. */
    withdrawAbsence: builder.mutation<AbsenceRequest, number>({
      query: (id) => ({ method: 'POST', url: `/time-tracking/absence-requests/${id}/withdraw`, body: {} }),
      extraOptions: { onError: { message: t.absenceWithdrawFailed, write: true } },
      invalidatesTags: (_result, error) => (error ? [] : ['AbsenceRequest', 'TimeSheet', 'WorkingActivity']),
    }),
    monthClosings: builder.query<MonthClosing[], void>({
      query: () => ({ url: '/time-tracking/month-closings' }),
      extraOptions: { onError: { message: t.closingsLoadFailed } },
      providesTags: ['MonthClosing'],
    }),
    closeMonth: builder.mutation<MonthClosing, { month: string }>({
      query: (body) => ({ method: 'POST', url: '/time-tracking/month-closings', body }),
      extraOptions: { onError: { message: t.closeMonthFailed, write: true } },
      invalidatesTags: (_result, error) => (error ? [] : ['MonthClosing']),
    }),
    terminalTokens: builder.query<TerminalToken[], string>({
      query: (search) => ({ url: `/time-tracking/terminal-tokens${search ? `?${search}` : ''}` }),
      extraOptions: { onError: { message: t.tokensLoadFailed } },
      providesTags: ['TerminalToken'],
    }),
    createTerminalToken: builder.mutation<CreatedTerminalToken, { branch: number; name: string }>({
      query: (body) => ({ method: 'POST', url: '/time-tracking/terminal-tokens', body }),
      extraOptions: { onError: { message: t.tokenCreateFailed, write: true } },
      invalidatesTags: (_result, error) => (error ? [] : ['TerminalToken']),
    }),
    revokeTerminalToken: builder.mutation<unknown, number>({
      query: (id) => ({ method: 'DELETE', url: `/time-tracking/terminal-tokens/${id}` }),
      extraOptions: { onError: { message: t.tokenRevokeFailed, write: true } },
      invalidatesTags: (_result, error) => (error ? [] : ['TerminalToken']),
    }),
  }),
});

export const { useWorkingActivityPageQuery, useWorkingActivityQuery, useUpdateWorkingActivityMutation } = workingActivitiesApi;

export const {
  useTimeBalancesQuery,
  useHolidayBalancesQuery,
  useAbsenceRequestsQuery,
  useDecideAbsenceMutation,
  useWithdrawAbsenceMutation,
  useMonthClosingsQuery,
  useCloseMonthMutation,
  useTerminalTokensQuery,
  useCreateTerminalTokenMutation,
  useRevokeTerminalTokenMutation,
} = workingTimeApi;
