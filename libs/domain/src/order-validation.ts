import { branchStateTexts, cartTexts, checkoutErrorTexts, checkoutTexts, fill } from '@asp/i18n';
import { priceCart } from './cart';
import {
  checkoutErrors,
  offeredOrderTypes,
  submitState,
  type CheckoutBranch,
  type CheckoutContext,
  type FieldError,
  type OrderTypeBranch,
} from './checkout';
import { isConfigurable, isItemValid, textLengthProblem } from './configurator';
import { deliveryMessages, findDeliveryArea } from './delivery';
import { paymentMethodProblem } from './payment';
import { DEFAULT_TIME_ZONE } from './time';
import type { Branch, CartItem, OrderDraft, ShopConfig } from './types';

export interface OrderValidationInput extends CheckoutContext {
  draft: OrderDraft;
  branch: CheckoutBranch &
    OrderTypeBranch &
    Pick<
      Branch,
      | 'deliveryAreas'
      | 'useResellingPrice'
      | 'isQuotationRequired'
      | 'isPreorderEnabled'
      | 'isCashEnabled'
      | 'isATMCardEnabled'
      | 'isHydroAGVoucherEnabled'
      | 'isMollieEnabled'
      | 'isDatatransEnabled'
    >;
  config: Partial<ShopConfig>;
  /** The cart items; when given, emptiness, item validity and minimum order value are checked. */
  items?: CartItem[] | null;
}

/**
 * The text steps of a configured item beyond their limits (textPartLimits: the product's
 * minLength/maxLength, else the type's default maximum), each on its step's field,
 * e.g. `items[0].parts[1].value`.
 */
export function itemTextErrors(item: Pick<CartItem, 'product' | 'parts'>, index: number): FieldError[] {
  if (!isConfigurable(item.product)) return [];
  return (item.product.config?.parts ?? []).flatMap((part, step) => {
    const problem = textLengthProblem(part, item.parts?.[step]);
    if (!problem) return [];
    const names = { name: item.product.name, step: part.name };
    const message =
      problem.kind === 'tooLong'
        ? fill(checkoutErrorTexts.itemTextTooLong, { ...names, max: problem.max })
        : fill(checkoutErrorTexts.itemTextTooShort, { ...names, min: problem.min });
    // Written like the body schema's paths (fieldPath), without importing zod into the browser.
    return [{ field: `items[${index}].parts[${step}].value`, message }];
  });
}

/**
 * Server-side validation of a whole order draft, shared by the orders service and the
 * browser (same rules as variant-1 step validity plus appointment validity): order type
 * offered by the branch, the checkout rules, payment method offered (`paymentMethodProblem`:
 * one of the offered methods; when none is offered only "payment at pick-up", i.e. null or
 * 'cash'), delivery area of the branch, cart not empty, every item valid, minimum order
 * value reached, and the branch taking orders now (open, pre-order or quotation). Returns
 * German {field, message} errors.
 */
export function validateOrderDraft(input: OrderValidationInput): FieldError[] {
  const { draft, branch, orderType, config } = input;
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const errors: FieldError[] = [];
  if (!offeredOrderTypes(branch).includes(orderType)) errors.push({ field: 'orderType', message: checkoutErrorTexts.orderType });
  errors.push(...checkoutErrors(draft, { ...input, products: input.products ?? input.items?.map((i) => i.product) }));

  const paymentProblem = paymentMethodProblem(draft.paymentMethod, config, branch);
  if (paymentProblem) {
    const message = paymentProblem === 'missing' ? checkoutErrorTexts.paymentMethodMissing : checkoutErrorTexts.paymentMethod;
    errors.push({ field: 'paymentMethod', message });
  }

  let minimumReached = true;
  if (orderType === 'delivery' && (branch.deliveryAreas ?? []).length > 0 && !findDeliveryArea(branch, draft.deliveryArea)) {
    errors.push({ field: 'deliveryArea', message: checkoutErrorTexts.deliveryArea });
  }
  if (input.items) {
    if (input.items.length === 0) errors.push({ field: 'items', message: cartTexts.emptyCart });
    input.items.forEach((item, i) => {
      // A text beyond its limits is named on its step; any other gap as the item's.
      const textErrors = itemTextErrors(item, i);
      if (textErrors.length) errors.push(...textErrors);
      else if (!isItemValid(item))
        errors.push({ field: `items.${i}`, message: fill(checkoutErrorTexts.item, { name: item.product.name }) });
    });
    const pricing = priceCart({ items: input.items, orderType, branch, deliveryArea: draft.deliveryArea });
    if (orderType === 'delivery' && !pricing.isMinimumOrderValueReached) {
      minimumReached = false;
      const messages = deliveryMessages(pricing.deliveryArea, pricing.gross, config.currency ?? 'EUR').minimumOrderValue;
      errors.push({ field: 'deliveryArea', message: messages.join(' ') });
    }
  }
  if (minimumReached && submitState({ branch, orderType, now: input.now, zone, isMinimumOrderValueReached: true }).kind === null) {
    const message = orderType === 'delivery' ? branchStateTexts.noDeliveryCheckout : branchStateTexts.closedNow;
    errors.push({ field: 'branch', message });
  }
  return errors;
}

/**
 * Errors of a failed order creation (storefront.md §8): the server's error list when the
 * body has one, otherwise 'Ein unbekannter Fehler ist aufgetreten.'.
 */
export function orderErrorsFromResponse(body: unknown): FieldError[] {
  const list = (body as { errors?: unknown } | null | undefined)?.errors;
  if (Array.isArray(list)) {
    const errors = list
      .filter((e): e is { message: string; field?: unknown } => !!e && typeof (e as { message?: unknown }).message === 'string')
      .map((e) => (typeof e.field === 'string' && e.field ? { field: e.field, message: e.message } : { message: e.message }));
    if (errors.length) return errors;
  }
  return [{ message: checkoutTexts.unknownError }];
}
