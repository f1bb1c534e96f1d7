import type { AbsenceRequest, AddShiftInput, MoveShiftInput, ScheduleWeek, TerminalPin } from '@asp/contracts';
import { absenceRequestFormTexts, backofficeScheduleTexts as t } from '@asp/i18n';
import { backofficeApi } from '../../backoffice-api';

/**
 * The week grid's calls (services/time-tracking routes/schedule-week.ts) and the terminal
 * PINs. Writes refresh the week (and the time sheets: planned time changed).
 */
export const schedulesApi = backofficeApi
  .enhanceEndpoints({ addTagTypes: ['ScheduleWeek', 'TerminalPin', 'TimeSheet', 'AbsenceRequest'] })
  .injectEndpoints({
    endpoints: (builder) => ({
      scheduleWeek: builder.query<ScheduleWeek, string>({
        query: (search) => ({ url: `/working-schedules/week?${search}` }),
        extraOptions: { onError: { message: t.weekLoadFailed } },
        providesTags: ['ScheduleWeek'],
      }),
      copyWeek: builder.mutation<{ copied: number }, { week: string; branch: number; department?: number | null }>({
        query: (body) => ({ method: 'POST', url: '/working-schedules/copy-week', body }),
        extraOptions: { onError: { message: t.copyWeekFailed, write: true } },
        invalidatesTags: (_result, error) => (error ? [] : ['ScheduleWeek', 'TimeSheet']),
      }),
      moveShift: builder.mutation<unknown, MoveShiftInput>({
        query: (body) => ({ method: 'POST', url: '/working-schedules/move-shift', body }),
        extraOptions: { onError: { message: t.moveShiftFailed, write: true } },
        invalidatesTags: ['ScheduleWeek', 'TimeSheet'],
      }),
      addShift: builder.mutation<unknown, AddShiftInput>({
        query: (body) => ({ method: 'POST', url: '/working-schedules/add-shift', body }),
        extraOptions: { onError: { message: t.addShiftFailed, write: true } },
        invalidatesTags: (_result, error) => (error ? [] : ['ScheduleWeek', 'TimeSheet']),
      }),
      requestAbsence: builder.mutation<AbsenceRequest, { startDate: string; endDate: string; isHalfDay: boolean; comment: string }>({
        query: (body) => ({ method: 'POST', url: '/time-tracking/absence-requests', body }),
        extraOptions: { onError: { message: absenceRequestFormTexts.requestFailed, write: true } },
        invalidatesTags: (_result, error) => (error ? [] : ['AbsenceRequest']),
      }),
      terminalPins: builder.query<TerminalPin[], void>({
        query: () => ({ url: '/time-tracking/pins' }),
        extraOptions: { onError: { message: t.pinsLoadFailed } },
        providesTags: ['TerminalPin'],
      }),
      setTerminalPin: builder.mutation<TerminalPin, { user: number; pin: string }>({
        query: ({ user, pin }) => ({ method: 'PUT', url: `/time-tracking/pins/${user}`, body: { pin } }),
        extraOptions: { onError: { message: t.pinSaveFailed, write: true } },
        invalidatesTags: (_result, error) => (error ? [] : ['TerminalPin']),
      }),
      removeTerminalPin: builder.mutation<unknown, number>({
        query: (user) => ({ method: 'DELETE', url: `/time-tracking/pins/${user}` }),
        extraOptions: { onError: { message: t.pinRemoveFailed, write: true } },
        invalidatesTags: (_result, error) => (error ? [] : ['TerminalPin']),
      }),
    }),
  });

export const {
  useScheduleWeekQuery,
  useCopyWeekMutation,
  useMoveShiftMutation,
  useAddShiftMutation,
  useRequestAbsenceMutation,
  useTerminalPinsQuery,
  useSetTerminalPinMutation,
  useRemoveTerminalPinMutation,
} = schedulesApi;
