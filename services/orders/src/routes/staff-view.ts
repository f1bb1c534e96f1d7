import { CUSTOMER_CONTACT_FIELDS, type Order } from '@asp/contracts';
import type { StaffSession } from '@asp/server-kit';

/** Whether the staff member's setting show_customer_data is 1 (the `showCustomerData` claim of their token). */
export const seesCustomerData = (staff: StaffSession | null): boolean => staff?.showCustomerData === true;

/**
 * The order as this staff member may see it: without the setting show_customer_data the
 * contact fields are emptied here, on the server, so they never reach the browser. The
 * comment, order type, table and payment stay: they are needed to prepare the order.
 */
export function staffView(order: Order, staff: StaffSession | null): Order {
  if (seesCustomerData(staff)) return order;
  const customer = { ...order.customer };
  for (const field of CUSTOMER_CONTACT_FIELDS) customer[field] = null;
  return { ...order, customer };
}
