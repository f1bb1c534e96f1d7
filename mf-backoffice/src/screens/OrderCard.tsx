import type { OrderScreenAction, ScreenOrder } from '@asp/contracts';
import { fill, formatTime, orderScreenTexts, unitLabels } from '@asp/i18n';
import { itemOptions } from './logic/kitchen-groups';
import { pickupTime } from './logic/screen-orders';

const T = orderScreenTexts;

const amount = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 3 });

/** "Abholung 10:30", "Lieferung 10:30", "Vor Ort · Tisch 3", or "Sofort" without any time. */
export function orderWhen(order: ScreenOrder): string {
  const kind = order.isDelivery ? T.delivery : order.isDineIn ? T.dineIn : T.takeaway;
  const time = order.appointment ?? order.appointmentDate;
  const table = order.tableIdentifier ? ` · ${fill(T.table, { table: order.tableIdentifier })}` : '';
  return `${kind} ${time ? formatTime(time) : T.asap}${table}`;
}

export function statusLabel(order: ScreenOrder): string {
  if (order.isInDelivery) return T.statusReady;
  if (order.isConfirmed) return T.statusConfirmed;
  return T.statusOpen;
}

/** The buttons the state machine allows next (the server checks again). */
export function nextActions(order: ScreenOrder): OrderScreenAction[] {
  if (!order.isConfirmed) return order.counterAppointment ? [] : ['confirm'];
  return order.isInDelivery ? ['completed'] : ['in-delivery', 'completed'];
}

const actionLabel: Record<OrderScreenAction, string> = { confirm: T.confirm, 'in-delivery': T.ready, completed: T.complete };

export function ItemList({ order }: { order: ScreenOrder }) {
  return (
    <ul className="asp-screen-items">
      {order.items.map((item, index) => {
        const options = itemOptions(item);
        return (
          <li key={index}>
            <span className="asp-screen-items__amount">
              {amount(item.amount)} {unitLabels[item.unit]}
            </span>{' '}
            {item.product.name}
            {options ? <span className="asp-screen-items__options"> ({options})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One order on the counter screen, with big touch targets for the next steps. */
export function OrderCard({
  order,
  alerting,
  busy,
  onAction,
}: {
  order: ScreenOrder;
  alerting: boolean;
  busy: boolean;
  onAction?: (action: OrderScreenAction) => void;
}) {
  return (
    <article
      className={`asp-screen-order${alerting ? ' asp-screen-order--alert' : ''}${order.isInDelivery ? ' asp-screen-order--ready' : ''}`}
      data-testid="screen-order"
      data-order-id={order.id}
      aria-label={fill(T.ticket, { number: order.ticketNumber })}
    >
      <header className="asp-screen-order__header">
        <span className="asp-screen-order__ticket">{fill(T.ticket, { number: order.ticketNumber })}</span>
        <span className="asp-screen-order__status">{alerting ? T.newOrder : statusLabel(order)}</span>
      </header>
      <p className="asp-screen-order__when">
        <time dateTime={pickupTime(order)}>{orderWhen(order)}</time>
      </p>
      {order.customerName ? <p className="asp-screen-order__name">{order.customerName}</p> : null}
      <ItemList order={order} />
      {order.comment ? (
        <p className="asp-screen-order__comment">
          <strong>{T.comment}:</strong> {order.comment}
        </p>
      ) : null}
      {onAction ? (
        <div className="asp-screen-order__actions">
          {nextActions(order).map((action) => (
            <button
              key={action}
              type="button"
              className={`asp-screen-button asp-screen-button--${action}`}
              disabled={busy}
              onClick={() => onAction(action)}
              data-testid={`screen-action-${action}`}
            >
              {actionLabel[action]}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
