import type { Order } from '@asp/contracts';
import { backofficeOrderTexts, formatDateTime } from '@asp/i18n';
import { Link } from '@asp/web-kit/router';
import { useOptionalSignedInUser } from '../../session/RequireUser';
import { useShowCustomerData } from '../settings/user-settings';
import { appointmentLabel, customerName, money, orderTypeLabel, statusLabel } from './order-format';

const T = backofficeOrderTexts;

/** The rows of every order list: ticket, received, appointment, customer, type, status, total. */
export function OrderTable({ orders }: { orders: Order[] }) {
  // The customer column follows the user setting show_customer_data (and the account's right to see customers).
  const showCustomer = useShowCustomerData(useOptionalSignedInUser()?.user.showCustomerData);
  return (
    <table className="asp-backoffice-table" data-testid="order-table">
      <thead>
        <tr>
          <th scope="col">{T.ticket}</th>
          <th scope="col">{T.createdAt}</th>
          <th scope="col">{T.appointment}</th>
          {showCustomer ? <th scope="col">{T.customer}</th> : null}
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
            {showCustomer ? <td>{customerName(order)}</td> : null}
            <td>{orderTypeLabel(order)}</td>
            <td data-testid="order-status">{statusLabel(order)}</td>
            <td>{money(order.totals.totalGross, order)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
