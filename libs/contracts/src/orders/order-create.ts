import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';
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
});
export type OrderUpload = z.infer<typeof orderUploadSchema>;

/**
 * What the customer chose in one configuration step: `value` (select, text, textarea),
 * `values` (multiselect), `files` (file, files, image, images), `addons` (addons).
 */
export const cartItemPartSchema = z.object({
  value: z.string().max(10_000).nullable().optional(),
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
  companyName: text(),
  firstName: text(),
  lastName: text(),
  company: text(),
  street: text(),
  floor: text(40),
  stairway: text(40),
  door: text(40),
  zipCode: text(20),
  city: text(),
  /** DE, LI, AT or CH (checked with the German message of libs/domain). */
  country: text(2),
  vatNumber: text(40),
  phone: text(40),
  email: text(180),
  isDeliveryAddressDifferent: z.boolean().default(false),
  isDeliveryCompany: z.boolean().default(false),
  deliveryCompanyName: text(),
  deliveryFirstName: text(),
  deliveryLastName: text(),
  deliveryStreet: text(),
  deliveryFloor: text(40),
  deliveryStairway: text(40),
  deliveryDoor: text(40),
  deliveryZipCode: text(20),
  deliveryCity: text(),
  deliveryCountry: text(2),
  /** The chosen delivery area of the branch (its `area` text). */
  deliveryArea: text(),
  comment: text(5000),
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
