import type { OrderCreateBody } from '@asp/contracts';
import {
  AVAILABILITY_HORIZON_DAYS,
  CHECKOUT_V2_HORIZON_DAYS,
  contactRequirements,
  defaultPaymentMethod,
  emptyOrderDraft,
  offeredPaymentMethods,
  orderTypeFlags,
  type CartItem,
  type FieldError,
  type OrderDraft,
  type OrderType,
  type PaymentMethod,
} from '@asp/domain';

/**
 * What the two checkout variants do differently (storefront.md §1, §2.10, §3, §5 and the
 * spec README), in one place so the screen only asks.
 */
export type CheckoutVariant = 1 | 2;

export interface VariantSettings {
  variant: CheckoutVariant;
  /** Where 'Zurück' and the empty-cart link go. */
  backPath: string;
  /** The checkout of another branch (variant 1's branch selector). */
  checkoutPath: (branchIdentifier: string) => string;
  /** The cart's storage key: 'default' in variant 1, the branch identifier in variant 2. */
  cartKey: string;
  commentRows: number;
  /** Branch and delivery-type selector, dine-in, notification type, opening-hours link (variant 1). */
  hasBranchSelector: boolean;
  hasNotificationType: boolean;
  /** Donation recipient and payment method block (variant 2). */
  hasDonation: boolean;
  hasPaymentBlock: boolean;
  /** Step validation disables submit in variant 1 only; variant 2 lets the server validate. */
  disablesSubmit: boolean;
  /** Appointment availability horizon: 180 days, 90 in variant 2 (spec README). */
  horizonDays: number;
}

export function variantSettings(variant: CheckoutVariant, branchIdentifier: string): VariantSettings {
  const v1 = variant === 1;
  return {
    variant,
    backPath: v1 ? `/shop/${branchIdentifier}` : `/store/${branchIdentifier}`,
    checkoutPath: (identifier) => (v1 ? `/shop/${identifier}/checkout` : `/store/${identifier}/checkout`),
    cartKey: v1 ? 'default' : branchIdentifier,
    commentRows: v1 ? 10 : 4,
    hasBranchSelector: v1,
    hasNotificationType: v1,
    hasDonation: !v1,
    hasPaymentBlock: !v1,
    disablesSubmit: v1,
    horizonDays: v1 ? AVAILABILITY_HORIZON_DAYS : CHECKOUT_V2_HORIZON_DAYS,
  };
}

/** The cart as the checkout reads it (storefront.md §3 "Cart"). */
export interface CheckoutCart {
  items: CartItem[];
  isDelivery: boolean;
  isDineIn: boolean;
  deliveryArea?: string | null;
}

type PaymentConfig = Parameters<typeof offeredPaymentMethods>[0];
type PaymentBranch = Parameters<typeof offeredPaymentMethods>[1];

/**
 * The payment method sent: the customer's choice when the branch offers it (variant 2's
 * block), otherwise the default (cash if offered, else datatrans …; storefront.md §4).
 */
export function effectivePaymentMethod(draft: OrderDraft, config: PaymentConfig, branch: PaymentBranch): PaymentMethod {
  const offered = offeredPaymentMethods(config, branch);
  const chosen = draft.paymentMethod as PaymentMethod | null | undefined;
  return chosen && offered.includes(chosen) ? chosen : defaultPaymentMethod(config, branch);
}

/**
 * The address section is shown when the branch requires an address for the order type
 * (storefront.md §5) and always for delivery, where the goods need somewhere to go.
 */
export function isAddressShown(branch: Parameters<typeof contactRequirements>[0], orderType: OrderType): boolean {
  return orderType === 'delivery' || contactRequirements(branch, orderType).address;
}

const DELIVERY_ADDRESS_FIELDS = [
  'isDeliveryCompany',
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
] as const;

export interface OrderBodyInput {
  variant: CheckoutVariant;
  draft: OrderDraft;
  cart: CheckoutCart;
  orderType: OrderType;
  branch: { id: number } & PaymentBranch & Parameters<typeof contactRequirements>[0];
  config: PaymentConfig & { enablePluginDonations?: boolean };
}

/**
 * `POST /api/orders` body (storefront.md §7 "orders create"): the order draft plus the
 * order-type flags, the items by product id and the branch id. Fields that do not apply
 * are not sent (the delivery address unless it differs, the delivery area outside
 * delivery, the table outside dine-in, the donatee outside variant 2 with donations on,
 * the notification type in variant 2), so a stale value never reaches the order.
 */
export function buildOrderBody({ variant, draft, cart, orderType, branch, config }: OrderBodyInput): OrderCreateBody {
  const flags = orderTypeFlags(orderType);
  const body: Record<string, unknown> = { ...emptyOrderDraft(variant), ...draft };
  const addressShown = isAddressShown(branch, orderType);
  if (!(orderType === 'delivery' && body.isDeliveryAddressDifferent)) {
    body.isDeliveryAddressDifferent = false;
    for (const field of DELIVERY_ADDRESS_FIELDS) delete body[field];
  }
  if (!addressShown) {
    for (const field of ['street', 'floor', 'stairway', 'door', 'zipCode', 'city'] as const) delete body[field];
  }
  if (!body.isCompany) {
    delete body.companyName;
    delete body.vatNumber;
  }
  if (body.isDeliveryCompany !== true) delete body.deliveryCompanyName;
  body.deliveryArea = orderType === 'delivery' ? (cart.deliveryArea ?? draft.deliveryArea ?? null) : null;
  body.table = orderType === 'dineIn' ? draft.table || null : null;
  body.donatee = variant === 2 && config.enablePluginDonations ? (draft.donatee ?? null) : null;
  if (variant === 2) delete body.notificationType;
  body.paymentMethod = effectivePaymentMethod(draft, config, branch);
  body.appointmentDate = draft.appointmentDate || null;
  return {
    ...(body as Omit<OrderCreateBody, 'branch' | 'items'>),
    branch: branch.id,
    checkoutVariant: variant,
    isDelivery: flags.isDelivery,
    isDineIn: flags.isDineIn,
    items: cart.items.map((item) => ({
      product: Number(item.product.id),
      amount: item.amount,
      unit: item.unit,
      parts: (item.parts ?? []).map((part) => ({ ...part })),
    })),
  };
}

/** The first message per field of an error list, for marking the inputs (storefront.md §8). */
export function errorsByField(errors: FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    if (error.field && !(error.field in byField)) byField[error.field] = error.message;
  }
  return byField;
}
