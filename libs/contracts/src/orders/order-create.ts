import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';
import { TEXT_PART_MAX_LENGTH } from '../catalog/product';
import { unitCodeSchema } from '../catalog/units';

/**
 * Body of `POST /api/orders` (storefront.md §3 "Order draft" plus isDelivery, isDineIn,
 * items and branch; §7 "orders create"). Prices are NOT part of it: the orders service
 * prices every item itself from its own product data, so anything price-like the browser
 * sends along (a whole product object, totals) is ignored.
 */

/** Payment methods (storefront.md §3). cash, atm-card and hydro-ag-voucher are paid at pickup. */
export const paymentMethodSchema = z.enum(['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans']);
export type PaymentMethodValue = z.infer<typeof paymentMethodSchema>;
/** Methods that leave for a hosted payment page (paymentRedirectUrl). */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethodValue[] = ['mollie', 'datatrans'];

/** An uploaded file chosen in a file/image step (storefront.md §3 "Upload entry"). */
export const orderUploadSchema = z.object({
  id: z.union([z.number().int(), z.string().max(64)]),
  version: z.union([z.number().int(), z.string().max(20)]).optional(),
  extension: z.string().max(10).optional(),
  mimeType: z.string().max(120).optional(),
  publicHash: z.string().max(128).optional(),
  /** The file's name as the customer chose it (issue 18: shown in the step and the cart instead of 'Datei 1'). */
  name: z.string().trim().max(255).optional(),
});
export type OrderUpload = z.infer<typeof orderUploadSchema>;

/**
 * What the customer chose in one configuration step: `value` (select, text, textarea),
 * `values` (multiselect), `files` (file, files, image, images), `addons` (addons).
 */
export const cartItemPartSchema = z.object({
  /** Its length against the step's limits is checked by libs/domain (validateOrderDraft). */
  value: z.string().max(TEXT_PART_MAX_LENGTH).nullable().optional(),
  values: z.array(z.string().max(255)).max(100).nullable().optional(),
  files: z.array(orderUploadSchema).max(50).nullable().optional(),
  addons: z
    .array(z.object({ name: z.string().max(255), amount: z.number().min(0).max(1_000_000), unit: unitCodeSchema.nullable().optional() }))
    .max(100)
    .nullable()
    .optional(),
});
export type CartItemPartValue = z.infer<typeof cartItemPartSchema>;

/**
 * One cart line. `product` is the product id; a whole product object (as the cart keeps
 * it) is accepted too and reduced to its id — its price is never used.
 */
export const orderItemInputSchema = z.object({
  product: z.union([recordIdSchema, z.object({ id: recordIdSchema }).loose()]).transform((p) => (typeof p === 'number' ? p : p.id)),
  amount: z.number().positive().max(1_000_000),
  unit: unitCodeSchema,
  parts: z.array(cartItemPartSchema).max(50).nullable().default([]),
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

const text = (max = 255) => z.string().trim().max(max).nullable().optional();

/**
 * Longest text of each field the customer types in the checkout. libs/domain's checkout
 * rules (`checkoutErrors`) check them, not this schema: a refusal here answers 400 before
 * those rules run, so one too-long name hid a wrong phone and e-mail (issue 18). Checked
 * there, every invalid field comes back in one 422, each on its field. Chosen fields
 * (country, table, delivery area) keep their limit in the schema.
 */
export const ORDER_TEXT_LIMITS = {
  companyName: 255,
  firstName: 255,
  lastName: 255,
  company: 255,
  street: 255,
  floor: 40,
  stairway: 40,
  door: 40,
  zipCode: 20,
  city: 255,
  vatNumber: 40,
  phone: 40,
  email: 180,
  deliveryCompanyName: 255,
  deliveryFirstName: 255,
  deliveryLastName: 255,
  deliveryStreet: 255,
  deliveryFloor: 40,
  deliveryStairway: 40,
  deliveryDoor: 40,
  deliveryZipCode: 20,
  deliveryCity: 255,
  comment: 5000,
} as const;
export type OrderTextField = keyof typeof ORDER_TEXT_LIMITS;

/** A field of ORDER_TEXT_LIMITS: trimmed, its length checked by the checkout rules (above). */
const typed = () => z.string().trim().nullable().optional();

/**
 * The checkout the order comes from (storefront.md §2.10, §5): 1 = /shop/{branch}/checkout
 * (notification type required), 2 = /store/{branch}/checkout (no notification type). Sent
 * explicitly by the storefront; left out it counts as 1, the stricter variant, so leaving
 * it out never skips a check.
 */
const checkoutVariantSchema = z.union([z.literal(1), z.literal(2)]);

export const orderCreateBodySchema = z.object({
  /** Branch id. */
  branch: recordIdSchema,
  /** 1 or 2 (default 1, the stricter one); decides which checkout rules apply. */
  checkoutVariant: checkoutVariantSchema.default(1),
  isDelivery: z.boolean().default(false),
  isDineIn: z.boolean().default(false),
  items: z.array(orderItemInputSchema).max(200),

  isCompany: z.boolean().default(false),
  companyName: typed(),
  firstName: typed(),
  lastName: typed(),
  company: typed(),
  street: typed(),
  floor: typed(),
  stairway: typed(),
  door: typed(),
  zipCode: typed(),
  city: typed(),
  /** DE, LI, AT or CH (checked with the German message of libs/domain). */
  country: text(2),
  vatNumber: typed(),
  phone: typed(),
  email: typed(),
  isDeliveryAddressDifferent: z.boolean().default(false),
  isDeliveryCompany: z.boolean().default(false),
  deliveryCompanyName: typed(),
  deliveryFirstName: typed(),
  deliveryLastName: typed(),
  deliveryStreet: typed(),
  deliveryFloor: typed(),
  deliveryStairway: typed(),
  deliveryDoor: typed(),
  deliveryZipCode: typed(),
  deliveryCity: typed(),
  deliveryCountry: text(2),
  /** The chosen delivery area of the branch (its `area` text). */
  deliveryArea: text(),
  comment: typed(),
  /** Desired appointment, ISO 8601 instant; null = as soon as possible. */
  appointmentDate: z.iso.datetime({ offset: true }).nullable().optional(),
  paymentMethod: paymentMethodSchema.default('cash'),
  legalInstructions: z.boolean().default(false),
  privacyPolicy: z.boolean().default(false),
  /** Table identifier for dine-in (one of the branch's tables). */
  table: text(40),
  /** Donation recipient id (variant 2). */
  donatee: recordIdSchema.nullable().optional(),
  /** sms or email (variant 1). */
  notificationType: z.enum(['sms', 'email']).nullable().optional(),
});
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;
export type OrderCreateData = z.output<typeof orderCreateBodySchema>;

/**
 * The customer's contact text fields of an order: name, company, address (also the delivery
 * address), phone and e-mail. What staff without show_customer_data never receive and what
 * the checkout keeps of a draft between visits.
 */
export const CUSTOMER_CONTACT_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'company',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'country',
  'vatNumber',
  'phone',
  'email',
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
] as const satisfies ReadonlyArray<keyof OrderCreateBody>;
