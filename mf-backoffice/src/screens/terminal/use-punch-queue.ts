import { fill, terminalTexts } from '@asp/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { enqueuePunch, flushQueue, readQueue, type QueuedPunch } from './punch-queue';

/** How often a terminal with queued punches tries again even without an `online` event. */
export const QUEUE_RETRY_MS = 30_000;

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * The terminal's connection and its offline queue: offline when the browser says so or
 * when a call found no network (a tablet on a dead Wi-Fi often still claims to be online).
 * Queued punches are sent on the `online` event, on start and every QUEUE_RETRY_MS.
 */
export function usePunchQueue(token: string) {
  const [browserIsOnline, setBrowserOnline] = useState(browserOnline);
  const [networkDown, setNetworkDown] = useState(false);
  const [queued, setQueued] = useState(() => readQueue(token).length);
  const [rejected, setRejected] = useState<string[]>([]);

  /** One run at a time: two overlapping runs would both send the queue's first punch. */
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    if (flushing.current || !browserOnline() || readQueue(token).length === 0) return;
    flushing.current = true;
    const result = await flushQueue(token).finally(() => {
      flushing.current = false;
    });
    setQueued(readQueue(token).length);
    setNetworkDown(result.stillOffline);
    if (result.rejected.length > 0)
      setRejected((before) => [
        ...before,
        ...result.rejected.map(({ punch, reason }) => fill(terminalTexts.lateRejected, { user: punch.username, reason })),
      ]);
  }, [token]);

  useEffect(() => {
    const goOnline = () => {
      setBrowserOnline(true);
      setNetworkDown(false);
      void flush();
    };
    const goOffline = () => setBrowserOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    void flush();
    const timer = setInterval(() => void flush(), QUEUE_RETRY_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(timer);
    };
  }, [flush]);

  const enqueue = useCallback(
    (punch: QueuedPunch) => {
      enqueuePunch(token, punch);
      setQueued(readQueue(token).length);
    },
    [token],
  );

  return {
    offline: !browserIsOnline || networkDown,
    queued,
    rejected,
    enqueue,
    /** A call found no network: show offline until a queued punch gets through or the browser reports `online`. */
    markNetworkDown: useCallback(() => setNetworkDown(true), []),
    markNetworkUp: useCallback(() => setNetworkDown(false), []),
  };
}
