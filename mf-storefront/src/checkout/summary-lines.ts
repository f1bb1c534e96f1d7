import type { Branch } from '@asp/contracts';
import { formatDeliveryCost, formatPrice, taxLineLabel, unitLabel, type CartItem, type CartPricing } from '@asp/domain';
import { cartTexts, fill, formatMoney, orderTypeLabels, plural, shopTexts } from '@asp/i18n';

/**
 * The lines of the checkout's cart summary (storefront.md §2.4, §2.10): each item with
 * amount, unit, its configured steps and price ('ca.' when approximate, none when the
 * product hides it); the delivery cost ('Kostenlos'), or 'Standort' plus address for
 * dine-in, or the takeaway label with the branch address; net, one 'Mwst. (x%)' line per
 * rate and gross — all hidden when the total is (approximate or a hidden price).
 */
export interface SummaryItemLine {
  name: string;
  amount: string;
  details: string[];
  price: string | null;
}

export interface SummaryLine {
  label: string;
  value: string;
  kind: 'fulfilment' | 'net' | 'tax' | 'gross';
}

const amountFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** '2 Stk.', '0,5 kg' */
export function amountText(amount: number, unit: string): string {
  return fill(shopTexts.amountWithUnit, { amount: amountFormat.format(amount), unit: unitLabel(unit) });
}

/** The configured steps of an item ('Größe: Mittel', '2 Dateien', '1 × Senf'). */
export function partDetails(item: CartItem): string[] {
  const steps = item.product.config?.parts ?? [];
  return (item.parts ?? []).flatMap((part, i) => {
    const name = steps[i]?.name ?? '';
    const values: string[] = [];
    if (part.value) values.push(part.value);
    if (part.values?.length) values.push(part.values.join(', '));
    if (part.files?.length) values.push(plural(part.files.length, shopTexts.files));
    const addons = (part.addons ?? []).filter((a) => a.amount > 0);
    if (addons.length) values.push(addons.map((a) => fill(shopTexts.addonValue, { amount: amountFormat.format(a.amount), name: a.name })).join(', '));
    if (values.length === 0) return [];
    return [name ? fill(shopTexts.partValue, { name, value: values.join(', ') }) : values.join(', ')];
  });
}

export function summaryItemLines(items: CartItem[], pricing: CartPricing, currency: string): SummaryItemLine[] {
  return items.map((item, i) => {
    const priced = pricing.items[i];
    return {
      name: item.product.name,
      amount: amountText(item.amount, item.unit),
      details: partDetails(item),
      price: priced && !priced.isPriceHidden ? formatPrice(priced.gross, priced.calculationModel, currency) : null,
    };
  });
}

const addressOf = (branch: Pick<Branch, 'street' | 'zipCode' | 'city'>): string =>
  [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export function summaryTotalLines(
  pricing: CartPricing,
  branch: Pick<Branch, 'street' | 'zipCode' | 'city'>,
  currency: string,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  if (pricing.orderType === 'delivery') {
    lines.push({ kind: 'fulfilment', label: shopTexts.deliveryCost, value: formatDeliveryCost(pricing.deliveryGross, currency) });
  } else {
    const label = pricing.orderType === 'dineIn' ? cartTexts.location : orderTypeLabels.takeaway;
    lines.push({ kind: 'fulfilment', label, value: addressOf(branch) });
  }
  if (pricing.isTotalHidden) return lines;
  lines.push({ kind: 'net', label: shopTexts.net, value: formatMoney(pricing.totalNet, currency) });
  for (const tax of pricing.taxLines) lines.push({ kind: 'tax', label: taxLineLabel(tax.rate), value: formatMoney(tax.tax, currency) });
  lines.push({ kind: 'gross', label: shopTexts.gross, value: formatMoney(pricing.totalGross, currency) });
  return lines;
}
