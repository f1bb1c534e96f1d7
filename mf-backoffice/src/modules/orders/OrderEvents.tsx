import { backofficeOrderTexts, formatDateTime, resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { useOrderEventsQuery } from './orders-api';

const T = backofficeOrderTexts;

/** The order's history: when, what, who (staff name, or customer / system), and the note. */
export function OrderEvents({ id }: { id: number }) {
  const events = useOrderEventsQuery(id, { refetchOnMountOrArgChange: true });
  if (events.isError) return <ErrorNotice message={resourceError('orders', 'load')} onRetry={() => void events.refetch()} />;
  if (!events.data) return <Loader />;
  if (!events.data.length) return <p>{T.noHistory}</p>;
  return (
    <ol className="asp-backoffice-history" data-testid="order-history">
      {events.data.map((entry) => (
        <li key={entry.id} data-testid={`history-${entry.event}`}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {T.events[entry.event] ?? entry.event} —{' '}
          {entry.actor?.name ?? T.customerOrSystem}
          {entry.note ? `: ${entry.note}` : ''}
        </li>
      ))}
    </ol>
  );
}
