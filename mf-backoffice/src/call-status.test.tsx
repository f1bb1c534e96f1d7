/** @jest-environment jsdom */
import { operationTexts } from '@asp/i18n';
import { CallStatus, selectCallErrors } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { backofficeApi } from './backoffice-api';
import { devicesApi } from './modules/devices/devices-api';
import { ordersApi } from './modules/orders/orders-api';
import { createBackofficeStore, resetServerData } from './store';

/**
 * The back office's store wiring of the kit: the one api, the call-errors middleware and the
 * layout's CallStatus, against a real HTTP server on 127.0.0.1 (web-kit's withApiTestServer:
 * scripted answers in `api.replies`, a 500 when none is left).
 */
const api = withApiTestServer(() => ({ status: 500, body: {} }));
const seen = () => api.seen.map((request) => `${request.method} ${request.url}`);

function renderStatus() {
  const store = createBackofficeStore();
  render(
    <Provider store={store}>
      <CallStatus api={backofficeApi} />
    </Provider>,
  );
  return store;
}

describe('back-office call status', () => {
  it('reports the swallowed device list failure in the layout and retries the same page', async () => {
    const store = renderStatus();
    api.replies.push({ status: 503 }, { status: 200, body: { data: [] }, headers: { 'x-total-count': '0' } });
    let page: unknown;
    await act(async () => {
      page = await store.dispatch(devicesApi.endpoints.devicePage.initiate('branch=2&limit=20&offset=0')).unwrap();
    });
    expect(page).toEqual({ rows: [], total: 0 });
    expect(screen.getByRole('alert').textContent).toContain('Geräte konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
    await waitFor(() =>
      expect(seen()).toEqual(['GET /api/devices?branch=2&limit=20&offset=0', 'GET /api/devices?branch=2&limit=20&offset=0']),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('registers a failed order load that its screen shows in place, without repeating it', async () => {
    const store = renderStatus();
    api.replies.push({ status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } });
    await act(async () => {
      await store.dispatch(ordersApi.endpoints.order.initiate(99));
    });
    expect(selectCallErrors(store.getState())).toMatchObject([
      { message: 'Bestellungen konnten nicht geladen werden.', endpointName: 'order', originalArgs: 99 },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => resetServerData(store.dispatch));
    expect(selectCallErrors(store.getState())).toEqual([]);
  });
});
