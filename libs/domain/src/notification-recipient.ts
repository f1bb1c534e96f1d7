import type { Config, NotificationChannel, Order } from '@asp/contracts';

/**
 * Where an order's messages go: the channel the customer chose at checkout (SMS only
 * while the shop's SMS plugin is on); without a choice, or SMS switched off, e-mail when
 * there is an address. Null: nowhere to send to.
 */
export function chooseRecipient(
  order: Pick<Order, 'customer'>,
  config: Pick<Config, 'enablePluginSMS'>,
): { channel: NotificationChannel; recipient: string } | null {
  const email = order.customer.email?.trim();
  const phone = order.customer.phone?.trim();
  if (order.customer.notificationType === 'sms' && config.enablePluginSMS && phone) return { channel: 'sms', recipient: phone };
  if (email) return { channel: 'email', recipient: email };
  return null;
}

/** The recipient of a given channel (the resend calls), or null when the order has none. */
export function recipientFor(order: Pick<Order, 'customer'>, channel: NotificationChannel): string | null {
  const value = channel === 'email' ? order.customer.email : order.customer.phone;
  return value?.trim() || null;
}
