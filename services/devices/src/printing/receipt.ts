import type { PrintReceiptJob } from '@asp/contracts';
import { fill, paymentMethodLabels, receiptTexts } from '@asp/i18n';
import { newEncoder, twoColumns, wrap } from './encoder';
import { amountText, appointmentLine, basePriceText, customerName, dateTime, money, optionTexts, orderTypeLabel } from './order-lines';

/**
 * The order receipt as ESC/POS bytes (pure): shop and branch, ticket number, order and
 * pickup/delivery time, order type, customer, every item with quantity, line total, base
 * price (PAngV) and options, the totals rows net / tax / gross (document 1 §9), payment
 * method and state, and the customer's comment. `columns`: characters per line of the printer's paper.
 */
export function renderReceipt(job: PrintReceiptJob, columns: number): Uint8Array {
  const { order, branch, currency } = job;
  const totals = order.totals;
  const e = newEncoder(columns);
  const lines = (texts: string[]) => texts.forEach((text) => e.line(text));
  const pair = (left: string, right: string) => lines(twoColumns(left, right, columns));
  const approx = totals.isApproximate ? `${receiptTexts.approximate} ` : '';

  e.align('center');
  if (job.shopName) e.bold(true).line(job.shopName).bold(false);
  e.line(branch.name);
  for (const text of [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' '), branch.phone]) if (text) e.line(text);
  e.newline();
  e.size(2, 2).bold(true).line(`${receiptTexts.ticket} ${order.ticketNumber}`).bold(false).size(1, 1);
  if (order.isQuotation) e.line(receiptTexts.quotation);
  if (order.isPreorder) e.line(receiptTexts.preorder);
  e.align('left').newline();

  pair(`${receiptTexts.orderNumber}:`, String(order.id));
  pair(`${receiptTexts.orderedAt}:`, dateTime(order.createdAt));
  const [timeLabel, when] = appointmentLine(order);
  e.bold(true);
  pair(`${timeLabel}:`, when);
  e.bold(false);
  pair(`${receiptTexts.orderType}:`, orderTypeLabel(order));
  if (order.isDineIn && order.tableIdentifier) pair(`${receiptTexts.table}:`, order.tableIdentifier);
  const name = customerName(order);
  if (name) pair(`${receiptTexts.customer}:`, name);
  if (order.customer.phone) pair(`${receiptTexts.phone}:`, order.customer.phone);
  if (order.isDelivery) {
    const c = order.customer;
    const different = c.isDeliveryAddressDifferent;
    const street = different ? c.deliveryStreet : c.street;
    const place = different ? [c.deliveryZipCode, c.deliveryCity] : [c.zipCode, c.city];
    e.line(`${receiptTexts.deliveryAddress}:`);
    lines(wrap([street, place.filter(Boolean).join(' ')].filter(Boolean).join(', '), columns, '  '));
  }
  e.rule();

  for (const item of order.items) {
    e.bold(true);
    pair(
      `${amountText(item)} ${item.product.name}`,
      item.gross === null ? '' : `${item.isApproximate ? `${receiptTexts.approximate} ` : ''}${money(item.gross, currency)}`,
    );
    e.bold(false);
    const base = basePriceText(item, currency);
    if (base) lines(wrap(base, columns, '  '));
    for (const option of optionTexts(item)) lines(wrap(`- ${option}`, columns, '  '));
  }
  e.rule();

  pair(receiptTexts.net, approx + money(totals.totalNet, currency));
  for (const [rate, tax] of Object.entries(totals.taxes)) pair(fill(receiptTexts.taxRate, { rate }), approx + money(tax, currency));
  if (Object.keys(totals.taxes).length !== 1) pair(receiptTexts.tax, approx + money(totals.totalTax, currency));
  if (totals.deliveryGross) pair(receiptTexts.delivery, money(totals.deliveryGross, currency));
  e.bold(true).size(1, 2);
  pair(receiptTexts.gross, approx + money(totals.totalGross, currency));
  e.size(1, 1).bold(false).newline();

  pair(`${receiptTexts.paymentMethod}:`, paymentMethodLabels[order.paymentMethod]);
  pair('', order.isPaid ? receiptTexts.paid : receiptTexts.unpaid);
  if (order.customer.comment) {
    e.newline().bold(true).line(`${receiptTexts.comment}:`).bold(false);
    lines(wrap(order.customer.comment, columns));
  }
  e.newline().align('center').line(receiptTexts.thanks).align('left');
  return e.cut().encode();
}
