import type { Device, DeviceInput, DeviceLog, ReceivedReceipt } from '@asp/contracts';
import { operationTexts } from '@asp/i18n';
import { EMPTY_PAGE, pageQuery, type Page } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

export type { Page };

/** The device actions of document 1 §4 / §7, as the path after /api/devices/{id}/. */
export type DeviceAction = 'test/print' | 'test/notification' | 'request-device-logs';

/** The answer of an action (deviceActionResultSchema): what happened, in words. */
export interface DeviceActionResult {
  ok: true;
  message: string;
}

/** How many of the virtual printer's last receipts the detail page shows. */
export const RECEIVED_LIMIT = 5;
/**
 * How often the detail page asks for newly received receipts. The virtual printer stores a
 * receipt when the sender's connection ends, which may be after the print call answered
 * (and after the reload that call triggers); receipts of order prints arrive unasked too.
 */
export const RECEIVED_POLL_MS = 2000;

const failed = (action: 'load' | 'create' | 'update' | 'delete') => ({ resource: 'devices', action, inPlace: true }) as const;

const actionFailed: Record<DeviceAction, string> = {
  'test/print': operationTexts.testFailed,
  'test/notification': operationTexts.testFailed,
  'request-device-logs': operationTexts.logRequestFailed,
};

/**
 * Geräte (services/devices, document 1 §7): the standard calls with the list paged by the
 * server, the three device actions, the device log and the virtual printer's received
 * receipts. The filtered list swallows its load failure after reporting it (an empty
 * page). Writes reload the lists; an action reloads the device (its online state),
 * its log and its received receipts — also after a failure, which the service logs too.
 */
export const devicesApi = backofficeApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `search` is the query string of deviceListSearch() (branch, page, sort, kind). */
    devicePage: builder.query<Page<Device>, string>({
      query: (search) => pageQuery(`/devices?${search}`),
      extraOptions: { onError: { ...failed('load'), swallow: { fallback: EMPTY_PAGE } } },
      providesTags: ['DeviceList'],
    }),
    device: builder.query<Device, number>({
      query: (id) => `/devices/${id}`,
      extraOptions: { onError: failed('load') },
      providesTags: (_result, _error, id) => [{ type: 'Device', id }],
    }),
    // The form (the kit's) marks field errors; any other failure of a save is the layout's notice with its retry.
    createDevice: builder.mutation<Device, DeviceInput>({
      query: (body) => ({ method: 'POST', url: '/devices', body }),
      extraOptions: { onError: { resource: 'devices', action: 'create' } },
      invalidatesTags: (result) => (result ? ['DeviceList'] : []),
    }),
    updateDevice: builder.mutation<Device, { id: number } & DeviceInput>({
      query: ({ id, ...body }) => ({ method: 'PUT', url: `/devices/${id}`, body }),
      extraOptions: { onError: { resource: 'devices', action: 'update' } },
      invalidatesTags: (result, _error, { id }) => (result ? ['DeviceList', { type: 'Device', id }] : []),
    }),
    removeDevice: builder.mutation<unknown, number>({
      query: (id) => ({ method: 'DELETE', url: `/devices/${id}` }),
      extraOptions: { onError: failed('delete') },
      invalidatesTags: (_result, error) => (error ? [] : ['DeviceList']),
    }),
    deviceAction: builder.mutation<DeviceActionResult, { id: number; action: DeviceAction }>({
      query: ({ id, action }) => ({ method: 'POST', url: `/devices/${id}/${action}`, body: {} }),
      extraOptions: { onError: { message: ({ action }: { action: DeviceAction }) => actionFailed[action], inPlace: true } },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Device', id },
        { type: 'DeviceLog', id },
        { type: 'Received', id },
        'DeviceList',
      ],
    }),
    /** `search` is the query string of pageSearch(). */
    deviceLogPage: builder.query<Page<DeviceLog>, { id: number; search: string }>({
      query: ({ id, search }) => pageQuery(`/devices/${id}/logs?${search}`),
      extraOptions: { onError: failed('load') },
      providesTags: (_result, _error, { id }) => [{ type: 'DeviceLog', id }],
    }),
    receivedReceipts: builder.query<ReceivedReceipt[], number>({
      query: (id) => `/devices/${id}/received?limit=${RECEIVED_LIMIT}`,
      extraOptions: { onError: failed('load') },
      providesTags: (_result, _error, id) => [{ type: 'Received', id }],
    }),
  }),
});

export const {
  useDevicePageQuery,
  useDeviceQuery,
  useCreateDeviceMutation,
  useUpdateDeviceMutation,
  useRemoveDeviceMutation,
  useDeviceActionMutation,
  useDeviceLogPageQuery,
  useReceivedReceiptsQuery,
} = devicesApi;
