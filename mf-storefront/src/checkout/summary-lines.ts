import type { Branch } from '@asp/contracts';
import { formatDeliveryCost, formatPrice, taxLineLabel, type CartItem, type CartPricing } from '@asp/domain';
import { cartTexts, formatMoney, orderTypeLabels, shopTexts } from '@asp/i18n';
// One wording for the configured steps in the cart drawer and the checkout summary.
import { amountText, itemDetails, type LineDetail } from '../cart/cart-view';

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
  details: LineDetail[];
  price: string | null;
}

export interface SummaryLine {
  label: string;
  value: string;
  kind: 'fulfilment' | 'net' | 'tax' | 'gross';
}

export function summaryItemLines(items: CartItem[], pricing: CartPricing, currency: string): SummaryItemLine[] {
  return items.map((item, i) => {
    const priced = pricing.items[i];
    return {
      name: item.product.name,
      amount: amountText(item.amount, item.unit),
      details: itemDetails(item),
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
