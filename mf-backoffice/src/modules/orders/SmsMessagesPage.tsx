import type { SmsMessage } from '@asp/contracts';
import {
  authTexts,
  backofficeNotificationTexts as T,
  backofficeOrderTexts,
  backofficeTexts,
  fill,
  formatDateTime,
  resourceError,
} from '@asp/i18n';
import { Button, ErrorNotice, Loader } from '@asp/web-kit';
import { useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { orderIdOfKey, SMS_PAGE_SIZE, smsQuery } from './notification-format';
import { OrderTabs } from './OrderTabs';
import { useSmsMessagesQuery } from './orders-api';

function SmsTable({ rows }: { rows: SmsMessage[] }) {
  return (
    <table className="asp-backoffice-table" data-testid="sms-messages">
      <thead>
        <tr>
          <th scope="col">{T.smsTime}</th>
          <th scope="col">{T.recipient}</th>
          <th scope="col">{T.smsText}</th>
          <th scope="col">{T.smsOrder}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((sms) => {
          const orderId = orderIdOfKey(sms.notificationKey);
          return (
            <tr key={sms.id} data-testid={`sms-${sms.id}`}>
              <td>
                <time dateTime={sms.createdAt}>{formatDateTime(sms.createdAt)}</time>
              </td>
              <td>{sms.recipient}</td>
              <td className="asp-backoffice-sms__text">{sms.text}</td>
              <td>{orderId ? <Link to={`/backend/orders/${orderId}`}>{fill(T.smsOrderLink, { id: orderId })}</Link> : null}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * /backend/orders/sms (admins; the link shows for them only and the service answers
 * anybody else with 403): the SMS the development provider stored instead of sending,
 * newest first, paged by the server (limit/offset, x-total-count).
 */
export function SmsMessagesPage() {
  const [page, setPage] = useState(0);
  const list = useSmsMessagesQuery(smsQuery(page), { refetchOnMountOrArgChange: true });

  let content;
  if (list.isError) {
    const forbidden = 'status' in list.error && list.error.status === 403;
    content = forbidden ? (
      <ErrorNotice message={authTexts.forbidden} />
    ) : (
      <ErrorNotice message={resourceError('orders', 'load')} onRetry={() => void list.refetch()} />
    );
  } else if (!list.data) content = <Loader />;
  else if (!list.data.rows.length) content = <p>{backofficeTexts.empty}</p>;
  else {
    const { rows, total } = list.data;
    const first = page * SMS_PAGE_SIZE;
    content = (
      <>
        <SmsTable rows={rows} />
        <div className="asp-backoffice-paging">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)} data-testid="sms-previous">
            {backofficeOrderTexts.previousPage}
          </Button>
          <span data-testid="sms-page">{fill(backofficeOrderTexts.pageOf, { from: first + 1, to: first + rows.length, total })}</span>
          <Button variant="secondary" disabled={first + rows.length >= total} onClick={() => setPage(page + 1)} data-testid="sms-next">
            {backofficeOrderTexts.nextPage}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="asp-backoffice-page" data-testid="sms-page-view">
      <div className="asp-backoffice-page__head">
        <h1>{T.smsTitle}</h1>
      </div>
      <OrderTabs />
      <p>{T.smsIntro}</p>
      {content}
    </section>
  );
}
