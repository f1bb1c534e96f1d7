import type { Order, OrderItem } from '@asp/contracts';
import { paymentMethodLabel, unitLabel } from '@asp/domain';
import { backofficeNotificationTexts, backofficeOrderTexts, backofficeTexts, fill, formatDateTime, resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { Link, useParams } from '@asp/web-kit/router';
import { LabelPrint } from './LabelPrint';
import { OrderCommands } from './OrderCommands';
import { appointmentLabel, customerName, money, orderTypeLabel, statusLabel } from './order-format';
import { ItemEditButton } from './ItemEditDialog';
import { OrderEvents } from './OrderEvents';
import { OrderNotifications } from './OrderNotifications';
import { useOrderQuery } from './orders-api';
import { PaymentAmounts } from './PaymentAmounts';
import { StatusActions } from './StatusActions';
import { OrderItemProductData } from '../settings/OrderItemProductData';

const T = backofficeOrderTexts;

/** The chosen options of an item: values, multiselect values and addons; files listed apart. */
function ItemParts({ item }: { item: OrderItem }) {
  const options = item.parts.flatMap((part) => [
    ...(part.value ? [part.value] : []),
    ...(part.values ?? []),
    ...(part.addons ?? []).filter((addon) => addon.amount > 0).map((addon) => `${addon.amount} × ${addon.name}`),
  ]);
  const files = item.parts.flatMap((part) => part.files ?? []);
  return (
    <>
      {options.length ? <div>{`${T.options}: ${options.join(', ')}`}</div> : null}
      {files.length ? (
        <div>{`${T.uploads}: ${files.map((file) => `${file.id}${file.extension ? `.${file.extension}` : ''}`).join(', ')}`}</div>
      ) : null}
    </>
  );
}

function Contact({ order }: { order: Order }) {
  const c = order.customer;
  const address = [c.street, [c.zipCode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [customerName(order), c.phone, c.email, address].filter(Boolean);
  if (!lines.length) return <p data-testid="contact-hidden">{T.contactHidden}</p>;
  return (
    <ul data-testid="order-contact">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function paymentState(order: Order): string {
  if (order.isRefunded) return T.refunded;
  return order.isPaid ? T.paid : T.unpaid;
}

/**
 * /backend/orders/:id: items by index with options and uploads, appointment, comment,
 * order type flags, contact (only with show_customer_data; the server leaves it out
 * otherwise), payment, the totals rows net, tax, gross, the status actions, the order
 * commands and label printing, the customer notifications and the history.
 */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useOrderQuery(id, { refetchOnMountOrArgChange: true });
  if (order.isError) return <ErrorNotice message={resourceError('orders', 'load')} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Loader />;
  const o = order.data;
  return (
    <section className="asp-backoffice-page" data-testid="order-detail">
      <div className="asp-backoffice-page__head">
        <h1>{fill(T.detailTitle, { ticket: o.ticketNumber })}</h1>
        <Link to="/backend/orders">{backofficeTexts.back}</Link>
      </div>
      <dl className="asp-backoffice-facts">
        <dt>{T.status}</dt>
        <dd data-testid="order-detail-status">{statusLabel(o)}</dd>
        <dt>{T.createdAt}</dt>
        <dd>{formatDateTime(o.createdAt)}</dd>
        <dt>{T.appointment}</dt>
        <dd data-testid="order-appointment">{appointmentLabel(o)}</dd>
        <dt>{T.type}</dt>
        <dd>
          {orderTypeLabel(o)}
          {o.isDineIn && o.tableIdentifier ? `, ${T.table} ${o.tableIdentifier}` : ''}
          {o.isDelivery && o.deliveryArea ? `, ${T.deliveryArea}: ${o.deliveryArea}` : ''}
        </dd>
        <dt>{T.comment}</dt>
        <dd>{o.customer.comment || T.noComment}</dd>
        <dt>{T.paymentMethod}</dt>
        <dd>{paymentMethodLabel(o.paymentMethod)}</dd>
        <dt>{T.paymentState}</dt>
        <dd data-testid="order-payment-state">{paymentState(o)}</dd>
      </dl>
      <StatusActions order={o} />
      <OrderCommands order={o} />
      <LabelPrint order={o} />
      <h2>{T.contact}</h2>
      <Contact order={o} />
      <h2>{T.items}</h2>
      <ol className="asp-backoffice-items" data-testid="order-items">
        {o.items.map((item, index) => (
          <li key={index} data-testid={`order-item-${index}`}>
            <strong>{`${item.amount} ${unitLabel(item.unit)} ${item.product.name}`}</strong>
            {item.gross !== null ? ` — ${money(item.gross, o)}` : ''}
            <OrderItemProductData item={item} order={o} />
            <ItemParts item={item} />
            <ItemEditButton order={o} item={item} index={index} />
          </li>
        ))}
      </ol>
      <h2>{T.totals}</h2>
      <table className="asp-backoffice-table" data-testid="order-totals">
        <tbody>
          {o.totals.deliveryGross ? (
            <tr>
              <th scope="row">{T.deliveryCost}</th>
              <td>{money(o.totals.deliveryGross, o)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{T.net}</th>
            <td>{money(o.totals.totalNet, o)}</td>
          </tr>
          <tr>
            <th scope="row">{T.tax}</th>
            <td>{money(o.totals.totalTax, o)}</td>
          </tr>
          <tr>
            <th scope="row">{T.gross}</th>
            <td data-testid="order-gross">{money(o.totals.totalGross, o)}</td>
          </tr>
        </tbody>
      </table>
      <PaymentAmounts order={o} />
      <h2>{backofficeNotificationTexts.title}</h2>
      <OrderNotifications id={o.id} />
      <h2>{T.history}</h2>
      <OrderEvents id={o.id} />
    </section>
  );
}
