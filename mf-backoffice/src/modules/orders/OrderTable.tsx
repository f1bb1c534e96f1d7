import type { Order } from '@asp/contracts';
import { backofficeOrderTexts, formatDateTime } from '@asp/i18n';
import { Link } from 'react-router-dom';
import { appointmentLabel, customerName, money, orderTypeLabel, statusLabel } from './order-format';

const T = backofficeOrderTexts;

/** The rows of every order list: ticket, received, appointment, customer, type, status, total. */
export function OrderTable({ orders }: { orders: Order[] }) {
  return (
    <table className="asp-backoffice-table" data-testid="order-table">
      <thead>
        <tr>
          <th scope="col">{T.ticket}</th>
          <th scope="col">{T.createdAt}</th>
          <th scope="col">{T.appointment}</th>
          <th scope="col">{T.customer}</th>
          <th scope="col">{T.type}</th>
          <th scope="col">{T.status}</th>
          <th scope="col">{T.total}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid={`order-row-${order.id}`}>
            <td>
              <Link to={`/backend/orders/${order.id}`} aria-label={`${T.open}: ${order.ticketNumber}`}>
                {order.ticketNumber}
              </Link>
            </td>
            <td>{formatDateTime(order.createdAt)}</td>
            <td>{appointmentLabel(order)}</td>
            <td>{customerName(order)}</td>
            <td>{orderTypeLabel(order)}</td>
            <td data-testid="order-status">{statusLabel(order)}</td>
            <td>{money(order.totals.totalGross, order)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
