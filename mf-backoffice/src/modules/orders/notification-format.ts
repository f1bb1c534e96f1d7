import type { OrderNotification } from '@asp/contracts';

/** While a message is still queued the section asks again this often (ms). */
export const NOTIFICATION_POLL_MS = 3000;

/**
 * The polling interval of the notification section: every few seconds while any row is
 * still queued (the worker sends it, or retries after a failed attempt), 0 (RTK Query:
 * no polling) once every row is sent or failed for good, and before the first answer.
 */
export function notificationPollInterval(rows: readonly Pick<OrderNotification, 'status'>[] | undefined): number {
  return rows?.some((row) => row.status === 'queued') ? NOTIFICATION_POLL_MS : 0;
}

export const SMS_PAGE_SIZE = 25;

/** The query string of `GET /api/orders/sms-messages` for a 0-based page. */
export function smsQuery(page: number, pageSize = SMS_PAGE_SIZE): string {
  return new URLSearchParams({ limit: String(pageSize), offset: String(Math.max(0, page) * pageSize) }).toString();
}

/**
 * The order a stored SMS belongs to: its notification key is `order-<id>-<kind>-<channel>`
 * (resends add a suffix). The SMS row carries no ticket number, only this key.
 */
export function orderIdOfKey(key: string): number | null {
  const match = /^order-(\d+)-/.exec(key);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
