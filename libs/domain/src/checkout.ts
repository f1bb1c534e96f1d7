import { ORDER_TEXT_LIMITS, type OrderTextField } from '@asp/contracts';
import { checkoutErrorTexts, checkoutTexts, fill, validationTexts } from '@asp/i18n';
import { appointmentError } from './availability';
import { isOpenForOrderType } from './branch-state';
import { isValidPhone } from './phone';
import { DEFAULT_TIME_ZONE } from './time';
import type { Branch, Country, Id, OrderDraft, OrderType, Product, Table } from './types';

/** Allowed countries (storefront.md §3, §9). */
export const COUNTRIES: readonly Country[] = ['DE', 'LI', 'AT', 'CH'];
/** Default country: DE in variant 1, AT in variant 2 (spec README). */
export const DEFAULT_COUNTRY: Readonly<Record<1 | 2, Country>> = { 1: 'DE', 2: 'AT' };
/** Notification types of variant 1; default sms (storefront.md §9). */
export type NotificationType = NonNullable<OrderDraft['notificationType']>;
export const NOTIFICATION_TYPES: readonly NotificationType[] = ['sms', 'email'];
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'sms';

/** A German error of one field (or of the whole order when field is missing). */
export interface FieldError {
  field?: string;
  message: string;
}

export type CheckoutStep = 'contact' | 'address' | 'appointment' | 'table' | 'final';

/** An empty order draft with the defaults of a checkout variant (storefront.md §3). */
export function emptyOrderDraft(variant: 1 | 2 = 1): OrderDraft {
  return {
    isCompany: false,
    firstName: '',
    lastName: '',
    street: '',
    zipCode: '',
    city: '',
    country: DEFAULT_COUNTRY[variant],
    phone: '',
    email: '',
    isDeliveryAddressDifferent: false,
    comment: '',
    appointmentDate: null,
    paymentMethod: 'cash',
    legalInstructions: false,
    privacyPolicy: false,
    table: null,
    donatee: null,
    ...(variant === 1 ? { notificationType: DEFAULT_NOTIFICATION_TYPE } : {}),
  };
}

export type OrderTypeBranch = Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>;

/** The delivery types a branch offers (storefront.md §4), in the order takeaway, delivery, dineIn. */
export function offeredOrderTypes(branch: OrderTypeBranch): OrderType[] {
  const types: OrderType[] = [];
  if (branch.isTakeawayEnabled) types.push('takeaway');
  if (branch.isDeliveryEnabled) types.push('delivery');
  if (branch.isDineInEnabled) types.push('dineIn');
  return types;
}

/**
 * The delivery type on load (storefront.md §4): the saved one when the branch offers it,
 * else the config defaultDeliveryMethod when offered, else takeaway when offered, else
 * the first offered type.
 */
export function initialOrderType(branch: OrderTypeBranch, saved?: OrderType | null, defaultDeliveryMethod?: string | null): OrderType {
  const offered = offeredOrderTypes(branch);
  if (saved && offered.includes(saved)) return saved;
  if (defaultDeliveryMethod && offered.includes(defaultDeliveryMethod as OrderType)) return defaultDeliveryMethod as OrderType;
  return offered.includes('takeaway') ? 'takeaway' : (offered[0] ?? 'takeaway');
}

type RequirementBranch = Pick<
  Branch,
  | 'isDeliveryEmailRequired'
  | 'isDeliveryPhoneRequired'
  | 'isDeliveryAddressRequired'
  | 'isDineInEmailRequired'
  | 'isDineInPhoneRequired'
  | 'isDineInAddressRequired'
  | 'isTakeawayEmailRequired'
  | 'isTakeawayPhoneRequired'
  | 'isTakeawayAddressRequired'
>;

/** Which contact data the branch requires for an order type (is{Type}{Email|Phone|Address}Required). */
export function contactRequirements(branch: RequirementBranch, orderType: OrderType): { email: boolean; phone: boolean; address: boolean } {
  if (orderType === 'delivery') {
    return {
      email: !!branch.isDeliveryEmailRequired,
      phone: !!branch.isDeliveryPhoneRequired,
      address: !!branch.isDeliveryAddressRequired,
    };
  }
  if (orderType === 'dineIn') {
    return { email: !!branch.isDineInEmailRequired, phone: !!branch.isDineInPhoneRequired, address: !!branch.isDineInAddressRequired };
  }
  return { email: !!branch.isTakeawayEmailRequired, phone: !!branch.isTakeawayPhoneRequired, address: !!branch.isTakeawayAddressRequired };
}

/** E-mail: looks like an address (something@domain.tld, no spaces). */
export function isValidEmail(value: string | null | undefined): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim());
}

/** Street: at least two space-separated words, name plus number (storefront.md §5). */
export function isValidStreet(value: string | null | undefined): boolean {
  return (value ?? '').trim().split(/\s+/).filter(Boolean).length >= 2;
}

/** Country: one of AT, CH, DE, LI. */
export function isValidCountry(value: string | null | undefined): boolean {
  return COUNTRIES.includes(value as Country);
}

const blank = (value: string | null | undefined): boolean => !(value ?? '').trim();

export type CheckoutBranch = RequirementBranch &
  Pick<Branch, 'id' | 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isAppointmentRequired' | 'isTableSelectionEnabled'>;

export interface CheckoutContext {
  branch: CheckoutBranch;
  orderType: OrderType;
  now: Date;
  zone?: string;
  /** The tables (all, or of this branch) or their identifiers; checked for dine-in with table selection. */
  tables?: Array<Table | string> | null;
  /** Products of the cart, for the lead time of the appointment. */
  products?: Array<Pick<Product, 'leadTimeValue' | 'leadTimeType' | 'isLeadTimeEnabled'>>;
  /** 1 (default) or 2: variant 2 has no notification type. */
  variant?: 1 | 2;
}

const idOf = (ref: Id | { id: Id }): Id => (typeof ref === 'object' ? ref.id : ref);

function tableIdentifiers(tables: Array<Table | string>, branchId: Id): string[] {
  return tables.flatMap((t) => (typeof t === 'string' ? [t] : String(idOf(t.branch)) === String(branchId) ? [t.identifier] : []));
}

function addressErrors(draft: OrderDraft, prefix: '' | 'delivery'): FieldError[] {
  const key = (name: string): keyof OrderDraft => (prefix ? `delivery${name[0].toUpperCase()}${name.slice(1)}` : name) as keyof OrderDraft;
  const value = (name: string): string | null | undefined => draft[key(name)] as string | null | undefined;
  const errors: FieldError[] = [];
  if (prefix) {
    if (blank(value('firstName'))) errors.push({ field: key('firstName'), message: checkoutErrorTexts.firstName });
    if (blank(value('lastName'))) errors.push({ field: key('lastName'), message: checkoutErrorTexts.lastName });
  }
  if (!isValidStreet(value('street'))) errors.push({ field: key('street'), message: checkoutErrorTexts.street });
  if (blank(value('zipCode'))) errors.push({ field: key('zipCode'), message: checkoutErrorTexts.zipCode });
  if (blank(value('city'))) errors.push({ field: key('city'), message: checkoutErrorTexts.city });
  if (!isValidCountry(value('country'))) errors.push({ field: key('country'), message: checkoutErrorTexts.country });
  return errors;
}

/**
 * The typed fields longer than they may be (ORDER_TEXT_LIMITS, counted after trimming as
 * the body schema trims), with the catalogue's 'Diese Zeichenkette ist zu lang. …'.
 */
export function textLengthErrors(draft: OrderDraft): FieldError[] {
  return (Object.keys(ORDER_TEXT_LIMITS) as OrderTextField[]).flatMap((field) => {
    const value = draft[field];
    const limit = ORDER_TEXT_LIMITS[field];
    return typeof value === 'string' && value.trim().length > limit ? [{ field, message: fill(validationTexts.tooLong, { limit }) }] : [];
  });
}

/**
 * The checkout rules of variant 1 (storefront.md §5) as German field errors: names;
 * phone and e-mail when required (and their format whenever given); the address when
 * required (street of two words, zip code, city, country AT/CH/DE/LI; the delivery
 * address too when it differs); the appointment (required, and valid: within the hours,
 * not before now plus lead time); the table for dine-in with table selection; the final
 * boxes and (variant 1) the notification type; and every typed field within its length
 * (textLengthErrors), so one answer names every invalid field.
 */
export function checkoutErrors(draft: OrderDraft, ctx: CheckoutContext): FieldError[] {
  const errors: FieldError[] = [];
  const required = contactRequirements(ctx.branch, ctx.orderType);
  if (blank(draft.firstName)) errors.push({ field: 'firstName', message: checkoutErrorTexts.firstName });
  if (blank(draft.lastName)) errors.push({ field: 'lastName', message: checkoutErrorTexts.lastName });
  if (blank(draft.phone)) {
    if (required.phone) errors.push({ field: 'phone', message: checkoutErrorTexts.phoneRequired });
  } else if (!isValidPhone(draft.phone)) errors.push({ field: 'phone', message: checkoutErrorTexts.phoneInvalid });
  if (blank(draft.email)) {
    if (required.email) errors.push({ field: 'email', message: checkoutErrorTexts.emailRequired });
  } else if (!isValidEmail(draft.email)) errors.push({ field: 'email', message: checkoutErrorTexts.emailInvalid });
  if (required.address) {
    errors.push(...addressErrors(draft, ''));
    if (ctx.orderType === 'delivery' && draft.isDeliveryAddressDifferent) errors.push(...addressErrors(draft, 'delivery'));
  }
  const appointment = appointmentError({
    appointment: draft.appointmentDate,
    branch: ctx.branch,
    orderType: ctx.orderType,
    now: ctx.now,
    products: ctx.products,
    zone: ctx.zone ?? DEFAULT_TIME_ZONE,
  });
  if (appointment) errors.push({ field: 'appointmentDate', message: appointment });
  if (ctx.orderType === 'dineIn' && ctx.branch.isTableSelectionEnabled) {
    const table = (draft.table ?? '').trim();
    const known = ctx.tables ? tableIdentifiers(ctx.tables, ctx.branch.id) : null;
    if (!table || (known !== null && !known.includes(table))) errors.push({ field: 'table', message: checkoutErrorTexts.table });
  }
  if ((ctx.variant ?? 1) === 1 && !NOTIFICATION_TYPES.some((type) => type === draft.notificationType)) {
    errors.push({ field: 'notificationType', message: checkoutErrorTexts.notificationType });
  }
  if (!draft.legalInstructions) errors.push({ field: 'legalInstructions', message: checkoutErrorTexts.legalInstructions });
  if (!draft.privacyPolicy) errors.push({ field: 'privacyPolicy', message: checkoutErrorTexts.privacyPolicy });
  // A too-long field is told so, not also that its (cut-off) content looks wrong: one error per field.
  const tooLong = textLengthErrors(draft);
  const fields = new Set(tooLong.map((error) => error.field));
  return [...tooLong, ...errors.filter((error) => !fields.has(error.field))];
}

/**
 * The table an order keeps (storefront.md §5 "Table: required for dine-in with table
 * selection, chosen from the branch's tables"): the chosen identifier for dine-in at a
 * branch with table selection — the one `checkoutErrors` checked against the branch's
 * tables — and null otherwise. Without table selection there is nothing to choose, so a
 * table a client sends anyway is not kept (never stored as free text).
 */
export function orderTable(
  draft: Pick<OrderDraft, 'table'>,
  ctx: { branch: Pick<Branch, 'isTableSelectionEnabled'>; orderType: OrderType },
): string | null {
  if (ctx.orderType !== 'dineIn' || !ctx.branch.isTableSelectionEnabled) return null;
  return (draft.table ?? '').trim() || null;
}

const STEP_OF_FIELD: Record<string, CheckoutStep> = {
  companyName: 'contact',
  vatNumber: 'contact',
  firstName: 'contact',
  lastName: 'contact',
  phone: 'contact',
  email: 'contact',
  appointmentDate: 'appointment',
  table: 'table',
  comment: 'final',
  notificationType: 'final',
  legalInstructions: 'final',
  privacyPolicy: 'final',
};

/** The step a field belongs to (address fields, incl. the delivery variants: address). */
export function checkoutStepOf(field: string): CheckoutStep {
  return STEP_OF_FIELD[field] ?? 'address';
}

/**
 * Step validity of variant 1 (storefront.md §5; disables submit): one flag per step plus
 * isValid for all.
 */
export function checkoutStepValidity(draft: OrderDraft, ctx: CheckoutContext): Record<CheckoutStep, boolean> & { isValid: boolean } {
  const invalid = new Set(checkoutErrors(draft, ctx).map((e) => checkoutStepOf(e.field!)));
  return {
    contact: !invalid.has('contact'),
    address: !invalid.has('address'),
    appointment: !invalid.has('appointment'),
    table: !invalid.has('table'),
    final: !invalid.has('final'),
    isValid: invalid.size === 0,
  };
}

export type SubmitKind = 'quotation' | 'order' | 'preorder' | 'processing';

export interface SubmitInput {
  branch: Pick<Branch, 'isQuotationRequired' | 'isPreorderEnabled' | 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;
  orderType: OrderType;
  now: Date;
  zone?: string;
  isCreating?: boolean;
  /** Delivery: whether the chosen area's minimum order value is reached. */
  isMinimumOrderValueReached?: boolean;
}

/**
 * Submit label and availability (storefront.md §5): 'Verarbeiten...' while creating;
 * 'Angebotsanfrage abschicken' when the branch requires quotation; 'Bestellung
 * abschicken' when open (pickup, dine-in) or delivery-open with the minimum reached;
 * 'Vorbestellung abschicken' when closed but pre-order is enabled (delivery: minimum
 * reached); otherwise no submit (kind and label null).
 */
export function submitState(input: SubmitInput): { kind: SubmitKind | null; label: string | null } {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const minimumOk = input.orderType !== 'delivery' || input.isMinimumOrderValueReached !== false;
  if (input.isCreating) return { kind: 'processing', label: checkoutTexts.processing };
  if (input.branch.isQuotationRequired) return { kind: 'quotation', label: checkoutTexts.submitQuotation };
  if (minimumOk && isOpenForOrderType(input.branch, input.orderType, input.now, zone))
    return { kind: 'order', label: checkoutTexts.submitOrder };
  if (minimumOk && input.branch.isPreorderEnabled) return { kind: 'preorder', label: checkoutTexts.submitPreorder };
  return { kind: null, label: null };
}

/** Whether the submit button is enabled: variant 1 also needs valid steps; variant 2 never disables it. */
export function isSubmitEnabled(submit: { kind: SubmitKind | null }, variant: 1 | 2, isValid: boolean): boolean {
  if (submit.kind === null || submit.kind === 'processing') return false;
  return variant === 2 || isValid;
}
