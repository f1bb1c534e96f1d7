import type { Order } from '@asp/contracts';
import type { StaffSession } from '@asp/server-kit';

/** The customer's contact: name, company, address (also the delivery address), phone and e-mail. */
const CONTACT_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'company',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'country',
  'vatNumber',
  'phone',
  'email',
  'deliveryCompanyName',
  'deliveryFirstName',
  'deliveryLastName',
  'deliveryStreet',
  'deliveryFloor',
  'deliveryStairway',
  'deliveryDoor',
  'deliveryZipCode',
  'deliveryCity',
  'deliveryCountry',
] as const satisfies ReadonlyArray<keyof Order['customer']>;

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
  for (const field of CONTACT_FIELDS) customer[field] = null;
  return { ...order, customer };
}
