import { backofficeOrderTexts, backofficeTexts, fill, orderTypeLabels, resourceError } from '@asp/i18n';
import { Button, ErrorNotice, Loader, SelectField, TextField } from '@asp/web-kit';
import { useState, type FormEvent } from 'react';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { EMPTY_FILTERS, HISTORY_PAGE_SIZE, historyQuery, type HistoryFilters } from './history-query';
import { OrderTable } from './OrderTable';
import { OrderTabs } from './OrderTabs';
import { useOrderHistoryPageQuery } from './orders-api';

const T = backofficeOrderTexts;
const statusOptions = Object.entries(T.statuses).map(([value, label]) => ({ value, label }));
const typeOptions = Object.entries(orderTypeLabels).map(([value, label]) => ({ value, label }));

/**
 * /backend/orders/history: every order of the branch filter, filtered by date range,
 * status, order type and a search over name, phone and ticket number; sorted and paged
 * by the server (x-total-count). The form applies on "Filtern" and starts at page one.
 */
export function OrderHistoryPage() {
  const branch = useAppSelector(selectBranchFilter);
  const [draft, setDraft] = useState<HistoryFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<HistoryFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(0);
  const history = useOrderHistoryPageQuery(historyQuery(applied, branch, page), { refetchOnMountOrArgChange: true });
  const set = (field: keyof HistoryFilters) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    setApplied(draft);
    setPage(0);
  }

  let content;
  if (history.isError) content = <ErrorNotice message={resourceError('orders', 'load')} onRetry={() => void history.refetch()} />;
  else if (!history.data) content = <Loader />;
  else if (history.data.orders.length === 0) content = <p>{backofficeTexts.empty}</p>;
  else {
    const { total, orders } = history.data;
    const first = page * HISTORY_PAGE_SIZE;
    content = (
      <>
        <OrderTable orders={orders} />
        <div className="asp-backoffice-paging">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)} data-testid="orders-previous">
            {T.previousPage}
          </Button>
          <span data-testid="orders-page">{fill(T.pageOf, { from: first + 1, to: first + orders.length, total })}</span>
          <Button variant="secondary" disabled={first + orders.length >= total} onClick={() => setPage(page + 1)} data-testid="orders-next">
            {T.nextPage}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="asp-backoffice-page" data-testid="orders-history">
      <div className="asp-backoffice-page__head">
        <h1>{T.historyTitle}</h1>
      </div>
      <OrderTabs />
      <form className="asp-backoffice-filters" onSubmit={apply} data-testid="orders-filters">
        <TextField label={T.from} name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label={T.to} name="to" type="date" value={draft.to} onChange={set('to')} />
        <SelectField
          label={T.status}
          name="status"
          value={draft.status}
          onChange={set('status')}
          options={[{ value: '', label: T.anyStatus }, ...statusOptions]}
        />
        <SelectField
          label={T.type}
          name="type"
          value={draft.type}
          onChange={set('type')}
          options={[{ value: '', label: T.anyType }, ...typeOptions]}
        />
        <TextField label={T.search} name="q" type="search" value={draft.q} onChange={set('q')} />
        <SelectField
          label={T.sort}
          name="sort"
          value={draft.sort}
          onChange={set('sort')}
          options={[
            { value: 'newest', label: T.sortNewest },
            { value: 'oldest', label: T.sortOldest },
            { value: 'appointment', label: T.sortAppointment },
          ]}
        />
        <Button type="submit" data-testid="orders-apply">
          {T.apply}
        </Button>
      </form>
      {content}
    </section>
  );
}
