import type { OrderNotification } from '@asp/contracts';
import { backofficeNotificationTexts as T, fill, formatDateTime, resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { notificationPollInterval } from './notification-format';
import { ordersApi, useOrderNotificationsQuery } from './orders-api';

/** One message: kind, channel, recipient, times and state; a failed one is marked and tells why and how often it was tried. */
function NotificationRow({ row }: { row: OrderNotification }) {
  const failed = row.status === 'failed';
  return (
    <tr
      data-testid={`notification-${row.id}`}
      data-status={row.status}
      className={failed ? 'asp-backoffice-notification--failed' : undefined}
    >
      <td>{T.kinds[row.kind]}</td>
      <td>{T.channels[row.channel]}</td>
      <td>{row.recipient}</td>
      <td>
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
      </td>
      <td>
        {failed ? <strong role="alert">{T.statuses.failed}</strong> : T.statuses[row.status]}
        {row.sentAt ? (
          <>
            {' '}
            <time dateTime={row.sentAt}>{formatDateTime(row.sentAt)}</time>
          </>
        ) : null}
        {failed || row.lastError ? (
          <div className="asp-backoffice-notification__error" data-testid={`notification-${row.id}-error`}>
            {fill(T.attempts, { attempts: row.attempts })}
            {row.lastError ? ` · ${fill(T.lastError, { error: row.lastError })}` : ''}
          </div>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The order's customer notifications (issue 12). Reloaded with the order after every
 * action (a resend adds a row), and every few seconds while a row is still queued.
 */
export function OrderNotifications({ id }: { id: number }) {
  // The cached rows decide the interval of the subscription below (it re-renders with each answer).
  const cached = ordersApi.endpoints.orderNotifications.useQueryState(id);
  const list = useOrderNotificationsQuery(id, {
    refetchOnMountOrArgChange: true,
    pollingInterval: notificationPollInterval(cached.data?.rows),
  });
  if (list.isError) return <ErrorNotice message={resourceError('orders', 'load')} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loader />;
  const { rows, total } = list.data;
  if (!rows.length) return <p>{T.none}</p>;
  return (
    <>
      <table className="asp-backoffice-table" data-testid="order-notifications">
        <thead>
          <tr>
            <th scope="col">{T.kind}</th>
            <th scope="col">{T.channel}</th>
            <th scope="col">{T.recipient}</th>
            <th scope="col">{T.createdAt}</th>
            <th scope="col">{T.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <NotificationRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
      {total > rows.length ? <p>{fill(T.pageOf, { shown: rows.length, total })}</p> : null}
    </>
  );
}
