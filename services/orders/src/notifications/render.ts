import type { NotificationKind, Order } from '@asp/contracts';
import { fill, formatDateTime, formatMoney, notificationTexts as t, unitLabels } from '@asp/i18n';
import type { NotificationData } from '../tables';

/** A rendered e-mail: subject, HTML and plain text of the same content. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderContext {
  shopName: string;
  /** Public origin of the shop (the gateway), e.g. https://shop.example.de. */
  publicBaseUrl: string;
}

/** Everything user-entered (names, products, reasons, the shop name) goes through here in HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The customer's status page, as the storefront links it after checkout: /status/{uid}/{hash}. */
export const statusLink = (order: Pick<Order, 'uid' | 'hash'>, publicBaseUrl: string) =>
  `${publicBaseUrl.replace(/\/+$/, '')}/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`;

const customerName = (order: Order) =>
  [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ').trim() || order.customer.companyName?.trim() || '';

/** The confirmed time, else the desired one, else 'so bald wie möglich'. */
const orderTime = (order: Order) => {
  const when = order.appointment ?? order.appointmentDate;
  return when ? formatDateTime(when) : t.asap;
};

const money = (order: Order, amount: number | null, approximate: boolean) =>
  amount === null ? t.priceOnRequest : `${approximate ? `${t.approximate} ` : ''}${formatMoney(amount, order.currency)}`;

const reasonOf = (order: Order) => order.rejectionMessage?.trim() || '';

interface Summary {
  lines: Array<{ name: string; quantity: string; price: string }>;
  totals: Array<{ label: string; value: string }>;
}

function summary(order: Order, data: NotificationData): Summary {
  const lines = order.items.map((item) => ({
    name: item.product.name,
    quantity: `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 }).format(item.amount)} ${unitLabels[item.unit] ?? item.unit}`,
    price: item.isPriceHidden ? t.priceOnRequest : money(order, item.gross, item.isApproximate),
  }));
  const approx = order.totals.isApproximate && data.finalAmount === undefined;
  const totals: Array<{ label: string; value: string }> = [{ label: t.subtotal, value: money(order, order.totals.gross, approx) }];
  if (order.isDelivery) totals.push({ label: t.delivery, value: money(order, order.totals.deliveryGross, false) });
  totals.push({ label: t.total, value: money(order, data.finalAmount ?? order.totals.totalGross, approx) });
  return { lines, totals };
}

const params = (kind: NotificationKind, data: NotificationData, ctx: RenderContext) => ({
  ticket: data.order.ticketNumber,
  shop: ctx.shopName,
  time: orderTime(data.order),
  amount: formatMoney(data.finalAmount ?? data.order.totals.totalGross, data.order.currency),
  reason: kind === 'rejected' || kind === 'canceled' ? reasonOf(data.order) : '',
  link: statusLink(data.order, ctx.publicBaseUrl),
});

/** The German e-mail of one notification: lead, time, reason, order summary and status link. */
export function renderMail(kind: NotificationKind, data: NotificationData, ctx: RenderContext): RenderedMail {
  const { order } = data;
  const p = params(kind, data, ctx);
  const name = customerName(order);
  const greeting = name ? fill(t.greeting, { name }) : t.greetingAnonymous;
  const lead = fill(t.leads[kind], p);
  const facts: Array<[string, string]> = [[t.orderNumber, String(order.ticketNumber)]];
  if (kind !== 'rejected' && kind !== 'canceled') facts.push([order.isDelivery ? t.deliveryTime : t.pickupTime, p.time]);
  if (p.reason) facts.push([t.reason, p.reason]);
  const { lines, totals } = summary(order, data);
  const signOff = fill(t.signOff, { shop: ctx.shopName });

  const text = [
    greeting,
    '',
    lead,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...lines.map((line) => `${line.quantity} ${line.name} – ${line.price}`),
    ...totals.map((total) => `${total.label}: ${total.value}`),
    '',
    `${t.statusLink}: ${p.link}`,
    '',
    signOff,
  ].join('\n');

  const e = escapeHtml;
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const html = [
    '<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#222">',
    `<p>${e(greeting)}</p>`,
    `<p>${e(lead)}</p>`,
    `<table>${facts.map(([label, value]) => `<tr><th align="left">${e(label)}</th><td>${e(value)}</td></tr>`).join('')}</table>`,
    `<table style="border-collapse:collapse;margin-top:12px"><thead><tr><th align="left" ${cell}>${e(t.item)}</th><th align="right" ${cell}>${e(t.quantity)}</th><th align="right" ${cell}>${e(t.price)}</th></tr></thead><tbody>`,
    ...lines.map(
      (line) =>
        `<tr><td ${cell}>${e(line.name)}</td><td align="right" ${cell}>${e(line.quantity)}</td><td align="right" ${cell}>${e(line.price)}</td></tr>`,
    ),
    ...totals.map(
      (total) =>
        `<tr><td colspan="2" align="right"><strong>${e(total.label)}</strong></td><td align="right"><strong>${e(total.value)}</strong></td></tr>`,
    ),
    '</tbody></table>',
    `<p><a href="${e(p.link)}">${e(t.statusLink)}</a></p>`,
    `<p>${e(signOff)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: fill(t.subjects[kind], p), html, text };
}

/** The German SMS of one notification (short; the status link carries the details). */
export function renderSms(kind: NotificationKind, data: NotificationData, ctx: RenderContext): string {
  const p = params(kind, data, ctx);
  return fill(t.sms[kind], { ...p, reason: p.reason ? `${t.reason}: ${p.reason}.` : '' }).replace(/\s{2,}/g, ' ');
}
