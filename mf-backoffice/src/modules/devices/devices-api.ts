import type { Device, DeviceInput, DeviceLog, ReceivedReceipt } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import { ApiError, apiBaseQuery, apiRequest, type ApiQueryError } from '@asp/web-kit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { TOTAL_COUNT_HEADER } from './device-list-query';

/** One page of a paged list and the number of all matching rows (x-total-count). */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The device actions of document 1 §4 / §7, as the path after /api/devices/{id}/. */
export type DeviceAction = 'test/print' | 'test/notification' | 'request-device-logs';

/** The answer of an action (deviceActionResultSchema): what happened, in words. */
export interface DeviceActionResult {
  ok: true;
  message: string;
}

/** How many of the virtual printer's last receipts the detail page shows. */
export const RECEIVED_LIMIT = 5;

/** The error value of apiBaseQuery for a failed queryFn call. */
function queryError(error: unknown): { error: ApiQueryError } {
  if (error instanceof ApiError) return { error: { status: error.status, errors: error.errors, message: error.message } };
  return { error: { status: 0, errors: [], message: validationTexts.serverError } };
}

/** GET of a paged list: the rows and the x-total-count header. */
async function loadPage<T>(url: string, signal: AbortSignal): Promise<{ data: Page<T> } | { error: ApiQueryError }> {
  let total = 0;
  try {
    const rows = await apiRequest<T[]>('GET', url, undefined, {
      signal,
      onHeaders: (headers) => (total = Number(headers.get(TOTAL_COUNT_HEADER) ?? 0)),
    });
    return { data: { rows, total } };
  } catch (error) {
    return queryError(error);
  }
}

/**
 * Geräte (services/devices, document 1 §7): the standard calls with the list paged by the
 * server, the three device actions, the device log and the virtual printer's received
 * receipts. Writes reload the lists; an action reloads the device (its online state),
 * its log and its received receipts — also after a failure, which the service logs too.
 */
export const devicesApi = createApi({
  reducerPath: 'devicesApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Device', 'DeviceList', 'DeviceLog', 'Received'],
  endpoints: (builder) => ({
    /** `search` is the query string of deviceListSearch(). */
    devicePage: builder.query<Page<Device>, string>({
      queryFn: (search, api) => loadPage<Device>(`/devices?${search}`, api.signal),
      providesTags: ['DeviceList'],
    }),
    device: builder.query<Device, number>({
      query: (id) => `/devices/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Device', id }],
    }),
    createDevice: builder.mutation<Device, DeviceInput>({
      query: (body) => ({ method: 'POST', url: '/devices', body }),
      invalidatesTags: (result) => (result ? ['DeviceList'] : []),
    }),
    updateDevice: builder.mutation<Device, { id: number } & DeviceInput>({
      query: ({ id, ...body }) => ({ method: 'PUT', url: `/devices/${id}`, body }),
      invalidatesTags: (result, _error, { id }) => (result ? ['DeviceList', { type: 'Device', id }] : []),
    }),
    removeDevice: builder.mutation<unknown, number>({
      query: (id) => ({ method: 'DELETE', url: `/devices/${id}` }),
      invalidatesTags: (_result, error) => (error ? [] : ['DeviceList']),
    }),
    deviceAction: builder.mutation<DeviceActionResult, { id: number; action: DeviceAction }>({
      query: ({ id, action }) => ({ method: 'POST', url: `/devices/${id}/${action}`, body: {} }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Device', id },
        { type: 'DeviceLog', id },
        { type: 'Received', id },
        'DeviceList',
      ],
    }),
    /** `search` is the query string of pageSearch(). */
    deviceLogPage: builder.query<Page<DeviceLog>, { id: number; search: string }>({
      queryFn: ({ id, search }, api) => loadPage<DeviceLog>(`/devices/${id}/logs?${search}`, api.signal),
      providesTags: (_result, _error, { id }) => [{ type: 'DeviceLog', id }],
    }),
    receivedReceipts: builder.query<ReceivedReceipt[], number>({
      query: (id) => `/devices/${id}/received?limit=${RECEIVED_LIMIT}`,
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
