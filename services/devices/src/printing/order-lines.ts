import type { OrderItem, Order } from '@asp/contracts';
import { unitBasePriceText, unitLabel } from '@asp/domain';
import { fill, formatDateTime, formatMoney, orderTypeLabels, receiptTexts, shopTexts } from '@asp/i18n';
import { plain } from './encoder';

/** '1,5 kg', '2 Stk.' — the amount as the shop writes it (de-DE decimals). */
export function amountText(item: Pick<OrderItem, 'amount' | 'unit'>): string {
  return `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 }).format(item.amount)} ${unitLabel(item.unit)}`;
}

export const money = (amount: number, currency: string) => plain(formatMoney(amount, currency));
export const dateTime = (value: string) => plain(formatDateTime(value));

/** The options the customer chose for an item, one text each (values, add-ons, files). */
export function optionTexts(item: OrderItem): string[] {
  const texts: string[] = [];
  for (const part of item.parts) {
    if (part.value) texts.push(part.value);
    for (const value of part.values ?? []) texts.push(value);
    for (const addon of part.addons ?? [])
      texts.push(addon.amount ? `${addon.name} (${amountText({ amount: addon.amount, unit: addon.unit ?? 'piece' })})` : addon.name);
    if (part.files?.length) texts.push(`${part.files.length} Datei(en)`);
  }
  return texts;
}

/**
 * 'Grundpreis: 20,00 € / kg' (PAngV) of a line from its unit price and the product's unit
 * and net quantity as ordered (libs/domain unitBasePrice); null for a hidden price or when
 * none applies (orders from before the net quantity was snapshotted have none).
 */
export function basePriceText(item: OrderItem, currency: string): string | null {
  if (item.isPriceHidden || item.unitPrice === null) return null;
  const text = unitBasePriceText({ price: item.unitPrice, unit: item.product.unit, netQuantity: item.product.netQuantity }, currency);
  return text ? plain(fill(shopTexts.basePrice, { price: text })) : null;
}

/** Abholung / Lieferung / Dine In (document 1 §9). */
export function orderTypeLabel(order: Pick<Order, 'isDelivery' | 'isDineIn'>): string {
  if (order.isDelivery) return orderTypeLabels.delivery;
  if (order.isDineIn) return orderTypeLabels.dineIn;
  return orderTypeLabels.takeaway;
}

/** The label of the time line ('Abholung', 'Lieferung', 'Dine In') and the time: confirmed, else desired, else asap. */
export function appointmentLine(order: Order): [string, string] {
  const label = order.isDelivery ? receiptTexts.deliveryAt : order.isDineIn ? receiptTexts.dineInAt : receiptTexts.pickupAt;
  const when = order.appointment ?? order.appointmentDate;
  return [label, when ? dateTime(when) : receiptTexts.asSoonAsPossible];
}

/** The customer's name as one line: company first when ordered as a company. */
export function customerName(order: Order): string {
  const { customer } = order;
  const person = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const company = customer.isCompany ? (customer.companyName ?? customer.company ?? '') : '';
  return [company, person].filter(Boolean).join(', ');
}
