import { z } from 'zod';
import { calculationModelSchema } from '../catalog/common';
import { netQuantitySchema, unitCodeSchema } from '../catalog/units';
import { cartItemPartSchema, orderCreateBodySchema, paymentMethodSchema } from './order-create';

/** Pricing result (storefront.md §3), computed by the orders service with libs/domain's priceCart. */
export const pricingResultSchema = z.object({
  net: z.number(),
  tax: z.number(),
  gross: z.number(),
  deliveryNet: z.number(),
  deliveryTax: z.number(),
  deliveryGross: z.number(),
  totalNet: z.number(),
  totalTax: z.number(),
  totalGross: z.number(),
  /** Tax per VAT rate (items and delivery), keyed by rate ('7', '19'). */
  taxes: z.record(z.string(), z.number()),
  /** Any item price is approximate: totals read 'ca.'. */
  isApproximate: z.boolean(),
  hasHiddenPrices: z.boolean(),
});
export type PricingResult = z.infer<typeof pricingResultSchema>;

/** One ordered line: a snapshot of the product at order time and the server's price. */
export const orderItemSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    unit: unitCodeSchema,
    /** Net quantity of one piece at order time (absent on older orders): the receipt's base price. */
    netQuantity: netQuantitySchema.nullable().optional(),
  }),
  amount: z.number(),
  unit: unitCodeSchema,
  parts: z.array(cartItemPartSchema),
  /** Unit price per product unit; null in the public view when the product hides its price. */
  unitPrice: z.number().nullable(),
  gross: z.number().nullable(),
  net: z.number().nullable(),
  tax: z.number().nullable(),
  taxRate: z.number(),
  calculationModel: calculationModelSchema,
  isApproximate: z.boolean(),
  isPriceHidden: z.boolean(),
  /** The amount the customer ordered, kept when staff changed the line (absent: unchanged). */
  orderedAmount: z.number().optional(),
  orderedUnit: unitCodeSchema.optional(),
  /** Staff entered the real weight after weighing: the line's price is final. */
  isWeighed: z.boolean().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * Status flags of an order (storefront.md §3 "Order from the server", §4 lifecycle).
 * isCanceled: cancelled by staff or by the customer refusing a counter appointment;
 * isRejected: rejected by staff (rejectionMessage); isFailed: online payment failed.
 */
export const orderFlagsSchema = z.object({
  isConfirmed: z.boolean(),
  isRejected: z.boolean(),
  isCompleted: z.boolean(),
  isCanceled: z.boolean(),
  isFailed: z.boolean(),
  isInDelivery: z.boolean(),
  isDelivered: z.boolean(),
  isPaid: z.boolean(),
  isRefunded: z.boolean(),
});
export type OrderFlags = z.infer<typeof orderFlagsSchema>;

/**
 * The order as the status page sees it (`GET /api/orders/public/{uid}/{hash}`, the SSE
 * `order` event, and the answer of `POST /api/orders`). No customer contact data.
 */
export const publicOrderSchema = orderFlagsSchema.extend({
  id: z.number().int(),
  uid: z.string(),
  hash: z.string(),
  /** Per branch and Berlin day: 1, 2, 3 … */
  ticketNumber: z.number().int(),
  /** Set while an online payment is open: the browser leaves for this page. */
  paymentRedirectUrl: z.string().nullable(),
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  /** The branch required a quotation: the order is a quotation request. */
  isQuotation: z.boolean(),
  /** Placed while the branch was closed (pre-order). */
  isPreorder: z.boolean(),
  tableIdentifier: z.string().nullable(),
  paymentMethod: paymentMethodSchema,
  /** The customer's desired time (ISO). */
  appointmentDate: z.string().nullable(),
  /** The time staff confirmed (ISO). */
  appointment: z.string().nullable(),
  /** A time staff proposed instead of the desired one, awaiting the customer (ISO). */
  counterAppointment: z.string().nullable(),
  rejectionMessage: z.string().nullable(),
  questionnaireRating: z.number().int().nullable(),
  branch: z.object({ id: z.number().int() }),
  deliveryArea: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** Null in the public view when an item hides its price (the total would reveal it). */
  totals: pricingResultSchema.nullable(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** The customer's answers (storefront.md §3 "Questionnaire"). */
export const questionnaireAnswerSchema = z.object({
  rating: z.number().int(),
  foodRating: z.number().int(),
  serviceRating: z.number().int(),
  processRating: z.number().int(),
  comment: z.string(),
  answeredAt: z.string(),
});

/**
 * The online payment of an order. Authorize at checkout, capture the final amount on
 * completion (issue 12): `capturedAmount` once captured; `refund` tracks paying back a
 * cancelled or rejected paid order — pending while the provider has not confirmed it,
 * failed (staff see it) when the provider refused, done when refunded or the
 * authorization was voided.
 */
export const orderPaymentSchema = z.object({
  provider: z.string(),
  id: z.string(),
  status: z.string(),
  checkedAt: z.string().nullable(),
  authorizedAmount: z.number().optional(),
  capturedAmount: z.number().optional(),
  refund: z
    .object({ state: z.enum(['pending', 'failed', 'refunded', 'voided']), amount: z.number(), at: z.string(), attempts: z.number().int() })
    .optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * The order as staff see it (`GET /api/orders`, `GET /api/orders/{id}`, order events):
 * the public view plus the customer's draft data and payment details.
 */
export const orderSchema = publicOrderSchema.extend({
  totals: pricingResultSchema,
  customer: orderCreateBodySchema.omit({ branch: true, checkoutVariant: true, isDelivery: true, isDineIn: true, items: true }),
  donatee: z.number().int().nullable(),
  questionnaire: questionnaireAnswerSchema.nullable(),
  payment: orderPaymentSchema.nullable(),
  /** Gross total at checkout (the amount an online payment authorized); set on the first item change. */
  estimatedAmount: z.number().optional(),
  /** The final amount (the weighed total) once staff changed an item; absent while the checkout total stands. */
  finalAmount: z.number().optional(),
  isAmountFinal: z.boolean().optional(),
  /** Left to collect at the counter: the final amount exceeded the authorization by more than the tolerance. */
  amountToCollect: z.number().optional(),
  /** Berlin calendar day of the ticket number (YYYY-MM-DD). */
  ticketDay: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
