import { backofficeOrderTexts, backofficeTexts, resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { OrderTable } from './OrderTable';
import { OrderTabs } from './OrderTabs';
import { useCurrentOrdersQuery, useMissedOrdersQuery } from './orders-api';

/** Reloaded every 30 s so a new order shows up without a click (the live screens push; this list polls). */
const POLL_MS = 30_000;

/**
 * /backend/orders (current: not yet completed, rejected or cancelled, oldest first) and
 * /backend/orders/missed (the appointment passed without confirmation, see the API
 * reference), both for the layout's branch filter.
 */
export function OrderListPage({ kind }: { kind: 'current' | 'missed' }) {
  const branch = useAppSelector(selectBranchFilter);
  const options = { pollingInterval: POLL_MS, refetchOnMountOrArgChange: true };
  const current = useCurrentOrdersQuery(branch, { ...options, skip: kind !== 'current' });
  const missed = useMissedOrdersQuery(branch, { ...options, skip: kind !== 'missed' });
  const list = kind === 'current' ? current : missed;

  let content;
  if (list.isError) content = <ErrorNotice message={resourceError('orders', 'load')} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loader />;
  else if (list.data.length === 0) content = <p>{backofficeTexts.empty}</p>;
  else content = <OrderTable orders={list.data} />;

  return (
    <section className="asp-backoffice-page" data-testid={`orders-${kind}`}>
      <div className="asp-backoffice-page__head">
        <h1>{kind === 'current' ? backofficeOrderTexts.currentTitle : backofficeOrderTexts.missedTitle}</h1>
      </div>
      <OrderTabs />
      {content}
    </section>
  );
}
