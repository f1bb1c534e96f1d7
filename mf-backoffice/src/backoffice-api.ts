import { kitBaseQuery } from '@asp/web-kit';
import { createApi } from '@reduxjs/toolkit/query/react';

/**
 * The back office's one RTK Query api (docs/architecture.md "Back-office kit"). It has no
 * endpoints of its own: every module injects its calls with `backofficeApi.injectEndpoints`
 * (standard resources through web-kit's resourceEndpoints) and adds its tag types here.
 * Failed calls are reported by kitBaseQuery per the endpoint's `extraOptions` rule.
 */
export const backofficeApi = createApi({
  reducerPath: 'backofficeApi',
  baseQuery: kitBaseQuery,
  tagTypes: ['CurrentUser', 'Branch', 'Division', 'Tag', 'Order', 'OrderList', 'Device', 'DeviceList', 'DeviceLog', 'Received'],
  endpoints: () => ({}),
});
