import type { Branch } from '@asp/contracts';
import {
  canCheckout,
  deliveryMessages,
  formatDeliveryCost,
  formatPrice,
  priceNotes,
  priceStoredCart,
  shortenFileName,
  taxLineLabel,
  unitBasePriceText,
  unitLabel,
  uploadName,
  type CartItem,
  type CartPricing,
} from '@asp/domain';
import { cartTexts, fill, orderTypeLabels, shopTexts } from '@asp/i18n';
import type { StoredCart } from '@asp/web-kit';

/**
 * What the cart drawer and the branch page's cart show (storefront.md §2.4, §5): the
 * lines, the fulfilment line (delivery cost, dine-in location, takeaway address), net,
 * one 'Mwst. (x%)' line per rate, gross, the messages and whether checkout is possible.
 * Every figure comes from libs/domain's priceStoredCart; this only formats.
 */
export interface CartLineView {
  index: number;
  name: string;
  amountText: string;
  /** null when the product hides its price. */
  priceText: string | null;
  /** 'Grundpreis: 20,00 € / kg' (PAngV), null when the price is hidden or none applies. */
  basePriceText: string | null;
  details: LineDetail[];
}

/** One configured step of a line: its text, and the full text as a title when file names in it were shortened. */
export interface LineDetail {
  text: string;
  title?: string;
}

export type FulfilmentView =
  | { kind: 'delivery'; label: string; value: string; area: string | null }
  | { kind: 'dineIn' | 'takeaway'; label: string; address: string[] };

export interface CartView {
  lines: CartLineView[];
  isEmpty: boolean;
  fulfilment: FulfilmentView | null;
  /** Net total and tax lines, with 'ca.' when any price is approximate; null when prices are hidden. */
  net: string | null;
  taxLines: Array<{ rate: number; label: string; amount: string }>;
  /** Gross total; null when it is hidden (approximate or a hidden price). */
  gross: string | null;
  isApproximate: boolean;
  minimumOrderMessages: string[];
  freeDeliveryMessage: string | null;
  notes: string[];
  canCheckout: boolean;
  pricing: CartPricing;
}

export type CartBranch = Pick<
  Branch,
  'identifier' | 'street' | 'zipCode' | 'city' | 'deliveryAreas' | 'useResellingPrice' | 'isQuotationRequired'
>;

const amountFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** '500 g', '2 Stk.', '0,5 kg'. */
export function amountText(amount: number, unit: string): string {
  return fill(shopTexts.amountWithUnit, { amount: amountFormat.format(amount), unit: unitLabel(unit) });
}

/**
 * The configured steps of a line, one text each ('Größe: Mittel', 'Beilagen: 1 × Kräuterbutter',
 * 'Foto: torte.jpg'); an upload step names its files, long names shortened in the middle
 * with the full text as the title (issue 18).
 */
export function itemDetails(item: Pick<CartItem, 'product' | 'parts'>): LineDetail[] {
  const parts = item.product.config?.parts ?? [];
  const details: LineDetail[] = [];
  parts.forEach((part, index) => {
    const chosen = item.parts?.[index];
    if (!chosen) return;
    let value = '';
    let full = '';
    if (part.type === 'multiselect') value = (chosen.values ?? []).join(', ');
    else if (part.type === 'addons') {
      value = (chosen.addons ?? [])
        .filter((addon) => addon.amount > 0)
        .map((addon) =>
          fill(shopTexts.addonValue, {
            amount: addon.unit ? amountText(addon.amount, addon.unit) : amountFormat.format(addon.amount),
            name: addon.name,
          }),
        )
        .join(', ');
    } else if (part.type === 'file' || part.type === 'files' || part.type === 'image' || part.type === 'images') {
      const names = (chosen.files ?? []).map((file, fileIndex) => uploadName(file, fileIndex));
      value = names.map((name) => shortenFileName(name)).join(', ');
      full = names.join(', ');
    } else value = chosen.value?.trim() ?? '';
    if (!value) return;
    const text = fill(shopTexts.partValue, { name: part.name, value });
    details.push(full && full !== value ? { text, title: fill(shopTexts.partValue, { name: part.name, value: full }) } : { text });
  });
  return details;
}

/** The base price of a line from its unit price (options included) per product unit. */
function basePriceLine(unitPrice: number, item: CartItem, currency: string): string | null {
  const text = unitBasePriceText({ price: unitPrice, unit: item.product.unit, netQuantity: item.product.netQuantity }, currency);
  return text ? fill(shopTexts.basePrice, { price: text }) : null;
}

function addressLines(branch: CartBranch): string[] {
  return [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter((line): line is string => !!line);
}

const NO_BRANCH: Pick<Branch, 'deliveryAreas' | 'useResellingPrice'> = { deliveryAreas: [], useResellingPrice: false };

/** The cart as shown, priced for the branch (null: no branch chosen yet, /shop). */
export function cartView(cart: StoredCart, branch: CartBranch | null, currency = 'EUR'): CartView {
  const pricing = priceStoredCart(cart, branch ?? NO_BRANCH);
  const money = (amount: number) => formatPrice(amount, pricing.isApproximate ? 'approximate' : 'fixed', currency);
  const lines = cart.items.map((item, index) => {
    const priced = pricing.items[index];
    return {
      index,
      name: item.product.name,
      amountText: amountText(item.amount, item.unit),
      priceText: priced.isPriceHidden ? null : formatPrice(priced.gross, priced.calculationModel, currency),
      basePriceText: priced.isPriceHidden ? null : basePriceLine(priced.unitPrice, item, currency),
      details: itemDetails(item),
    };
  });

  let fulfilment: FulfilmentView | null = null;
  if (branch) {
    if (pricing.orderType === 'delivery') {
      fulfilment = {
        kind: 'delivery',
        label: shopTexts.deliveryCost,
        value: formatDeliveryCost(pricing.deliveryGross, currency),
        area: pricing.deliveryArea?.area ?? null,
      };
    } else if (pricing.orderType === 'dineIn') {
      fulfilment = { kind: 'dineIn', label: cartTexts.location, address: addressLines(branch) };
    } else {
      fulfilment = { kind: 'takeaway', label: orderTypeLabels.takeaway, address: addressLines(branch) };
    }
  }

  const messages =
    pricing.orderType === 'delivery'
      ? deliveryMessages(pricing.deliveryArea, pricing.gross, currency)
      : { minimumOrderValue: [], freeDelivery: null };
  const isEmpty = cart.items.length === 0;
  return {
    lines,
    isEmpty,
    fulfilment,
    // Net and taxes would give a hidden price away; the gross total also hides when approximate.
    net: pricing.hasHiddenPrices ? null : money(pricing.totalNet),
    taxLines: pricing.hasHiddenPrices
      ? []
      : pricing.taxLines.map((line) => ({ rate: line.rate, label: taxLineLabel(line.rate), amount: money(line.tax) })),
    gross: pricing.isTotalHidden ? null : money(pricing.totalGross),
    isApproximate: pricing.isApproximate,
    minimumOrderMessages: isEmpty ? [] : messages.minimumOrderValue,
    freeDeliveryMessage: messages.freeDelivery,
    notes: priceNotes(pricing, { isQuotationRequired: branch?.isQuotationRequired }),
    canCheckout: branch !== null && canCheckout(pricing),
    pricing,
  };
}

/**
 * Where 'Zum Checkout' and 'Jetzt bestellen' lead: variant 2 (/store/{branch}/checkout)
 * for a branch cart of the /store routes, variant 1 (/shop/{branch}/checkout) for the
 * 'default' cart; null while no branch is chosen.
 */
export function checkoutPath(cartKey: string, branchIdentifier: string | null): string | null {
  if (cartKey !== 'default') return `/store/${encodeURIComponent(cartKey)}/checkout`;
  return branchIdentifier ? `/shop/${encodeURIComponent(branchIdentifier)}/checkout` : null;
}
