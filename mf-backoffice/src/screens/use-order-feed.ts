import type { OrderScreenAction, ScreenOrder } from '@asp/contracts';
import { orderScreenTexts } from '@asp/i18n';
import { ApiError, apiRequest, errorMessage } from '@asp/web-kit';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { connectionReducer, initialConnection, type ConnectionState } from './logic/connection-state';
import { backoffDelay } from './logic/reconnect-backoff';
import { mergeOrder, resync, type ScreenKind } from './logic/screen-orders';

/** Without a frame (order or heartbeat, every 15 s) for this long, the stream counts as dead. */
const SILENCE_LIMIT_MS = 40_000;

export interface OrderFeed {
  orders: ScreenOrder[];
  connection: ConnectionState;
  /** The German message of the last failed action or load, if any. */
  error: string | null;
  act(orderId: number, action: OrderScreenAction): Promise<void>;
}

/**
 * A screen's orders, live: opens the branch's event stream, loads the list whenever the
 * stream (re)opens (`event: ready`) and merges every pushed order. On a drop — stream
 * error, the browser going offline, or silence past the heartbeat — the orders turn
 * stale (connection.stale) and the stream is reopened with backoff. A 401 (wrong key)
 * stops everything: connection.refused.
 */
export function useOrderFeed(kind: ScreenKind, branchId: number, apiKey: string): OrderFeed {
  const [connection, dispatch] = useReducer(connectionReducer, initialConnection);
  const [orders, setOrders] = useState<ScreenOrder[]>([]);
  const [error, setError] = useState<string | null>(null);
  const base = `/orders/${kind === 'frontdesk' ? 'frontdesk' : 'backoffice'}/${branchId}/${encodeURIComponent(apiKey)}`;
  const attempt = useRef(0);

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    let lastFrame = Date.now();
    /** Orders pushed while a list call is under way (merged over its answer). */
    let pushedDuringLoad: ScreenOrder[] | null = null;
    const controller = new AbortController();

    const refuse = () => {
      stopped = true;
      source?.close();
      dispatch({ type: 'refused' });
      setError(orderScreenTexts.invalidKey);
    };

    const drop = () => {
      if (stopped) return;
      source?.close();
      source = null;
      dispatch({ type: 'drop' });
      if (retry) clearTimeout(retry);
      retry = setTimeout(connect, backoffDelay(attempt.current++));
    };

    async function load() {
      pushedDuringLoad = [];
      try {
        const list = await apiRequest<ScreenOrder[]>('GET', base, undefined, { signal: controller.signal });
        setOrders(resync(kind, list, pushedDuringLoad));
        attempt.current = 0;
        setError(null);
        dispatch({ type: 'list-loaded' });
      } catch (failure) {
        if ((failure as { name?: string }).name === 'AbortError') return;
        if (failure instanceof ApiError && failure.status === 401) refuse();
        else drop();
      } finally {
        pushedDuringLoad = null;
      }
    }

    function connect() {
      if (stopped) return;
      retry = null;
      dispatch({ type: 'connect' });
      // Offline: no point in trying; the browser's `online` event reconnects at once.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return drop();
      const stream = new EventSource(`/api${base}/events`);
      source = stream;
      lastFrame = Date.now();
      stream.addEventListener('ready', () => {
        lastFrame = Date.now();
        dispatch({ type: 'stream-open' });
        void load();
      });
      stream.addEventListener('order', (event) => {
        lastFrame = Date.now();
        const order = JSON.parse((event as MessageEvent<string>).data) as ScreenOrder;
        pushedDuringLoad?.push(order);
        setOrders((current) => mergeOrder(kind, current, order));
      });
      stream.addEventListener('heartbeat', () => (lastFrame = Date.now()));
      stream.onerror = () => {
        if (source !== stream) return;
        // The stream answers 401 as a failed connection: ask the list call what went wrong.
        void apiRequest('GET', base, undefined, { signal: controller.signal }).then(
          () => drop(),
          (failure: unknown) => (failure instanceof ApiError && failure.status === 401 ? refuse() : drop()),
        );
        stream.close();
      };
    }

    const onOffline = () => drop();
    const onOnline = () => {
      if (stopped) return;
      if (retry) clearTimeout(retry);
      attempt.current = 0;
      source?.close();
      connect();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    // Heartbeats arrive every 15 s; a stream silent for longer is dead even if the socket is not closed.
    const watchdog = setInterval(() => {
      if (source && Date.now() - lastFrame > SILENCE_LIMIT_MS) drop();
    }, 5_000);
    connect();

    return () => {
      stopped = true;
      controller.abort();
      source?.close();
      if (retry) clearTimeout(retry);
      clearInterval(watchdog);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [kind, base]);

  const act = useCallback(
    async (orderId: number, action: OrderScreenAction) => {
      try {
        const order = await apiRequest<ScreenOrder>('POST', `${base}/${orderId}/status/${action}`);
        setError(null);
        setOrders((current) => mergeOrder(kind, current, order));
      } catch (failure) {
        setError(errorMessage(failure, orderScreenTexts.actionFailed));
      }
    },
    [kind, base],
  );

  return { orders, connection, error, act };
}
