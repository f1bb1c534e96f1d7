import { z } from 'zod';
import { unitCodeSchema } from '../catalog/units';
import { labelVariantSchema } from '../devices/jobs';
import { cartItemPartSchema } from './order-create';

/**
 * Bodies and params of the order calls (platform-and-backoffice.md §7 "Orders",
 * storefront.md §7). Counter-appointment calls take an empty body.
 */

export const publicOrderParamsSchema = z.object({ uid: z.string().max(64), hash: z.string().max(128) });
export const orderIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * `POST /api/orders/public/{uid}/{hash}/questionnaire`: four ratings 1–5 and a comment
 * (storefront.md §3, §5). Out-of-range ratings are refused with a German 400.
 */
export const questionnaireBodySchema = z.object({
  rating: z.number().int(),
  foodRating: z.number().int(),
  serviceRating: z.number().int(),
  processRating: z.number().int(),
  comment: z.string().max(5000).nullable().optional(),
});
export type QuestionnaireBody = z.infer<typeof questionnaireBodySchema>;

/**
 * `POST /api/orders/{id}/status/confirm`: confirm (optionally with the appointment staff
 * promise), or propose a counter appointment instead — the order then stays unconfirmed
 * until the customer accepts (confirmed) or refuses (cancelled).
 */
export const confirmOrderBodySchema = z
  .object({
    appointment: z.iso.datetime({ offset: true }).nullable().optional(),
    counterAppointment: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .nullable()
  .optional();
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

/** `POST /api/orders/{id}/status/reject`: the message shown on the status page. */
export const rejectOrderBodySchema = z.object({ message: z.string().trim().max(2000).default('') });
export type RejectOrderBody = z.input<typeof rejectOrderBodySchema>;

/**
 * `POST /api/orders/{id}/status/cancel`: an optional reason; like a rejection message it is
 * shown on the status page and noted in the order's history.
 */
export const cancelOrderBodySchema = z
  .object({ message: z.string().trim().max(2000).default('') })
  .loose()
  .nullable()
  .optional();
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;

/**
 * `POST /api/orders/{id}/print-labels` (our extension of document 1 §7): which labels to
 * print; no body or no variant prints compact labels.
 */
export const printLabelsBodySchema = z
  .object({ variant: labelVariantSchema.default('compact') })
  .nullable()
  .optional();
export type PrintLabelsBody = z.input<typeof printLabelsBodySchema>;

/** `in-delivery`, `completed`: no content (an empty object or nothing). */
export const emptyStatusBodySchema = z.object({}).loose().nullable().optional();

export const ORDER_STATUS_ACTIONS = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'] as const;
export type OrderStatusAction = (typeof ORDER_STATUS_ACTIONS)[number];

/** Order types of the history filter (document 1 §9: Abholung, Lieferung, Dine In). */
export const orderTypeFilterSchema = z.enum(['takeaway', 'delivery', 'dineIn']);
export const orderListStatusSchema = z.enum(['open', 'confirmed', 'in-delivery', 'completed', 'rejected', 'canceled', 'failed']);
export type OrderListStatus = z.infer<typeof orderListStatusSchema>;
/** Sort keys of the order history: creation time, or the appointment (confirmed, else desired; without one the creation time). */
export const orderListSortSchema = z.enum(['createdAt', 'appointment']);

/**
 * `GET /api/orders` (the order history, staff). `from`/`to`: creation time, ISO date
 * (midnight in Berlin) or instant, `to` exclusive. `type`: takeaway (neither flag),
 * delivery or dineIn. `q`: every word must occur in the customer's name, company, phone,
 * e-mail or the ticket number. Sorted by `sort` in `direction` (newest first by default),
 * one page of `limit` after skipping `offset`; the `x-total-count` header carries the
 * number of orders matching the filters. All of it runs in SQL.
 */
export const orderListQuerySchema = z.object({
  branch: z.coerce.number().int().positive().optional(),
  status: orderListStatusSchema.optional(),
  type: orderTypeFilterSchema.optional(),
  q: z.string().trim().max(100).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  sort: orderListSortSchema.default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** `GET /api/orders/current` and `/missed`: only the branch filter of the back office (all branches when left out). */
export const orderBranchQuerySchema = z.object({ branch: z.coerce.number().int().positive().optional() });

/** `PUT /api/orders/{id}/items/{index}`: the order and the 0-based index of its item. */
export const orderItemParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0).max(999),
});

/**
 * `PUT /api/orders/{id}/items/{index}` (platform-and-backoffice.md §4 "Change an order item
 * by index"): any of a new quantity (`amount` in the line's unit, or `unit` too), other
 * options (`parts`, as the configurator stores them) or the real weight after weighing
 * (`weighedAmount` in `weighedUnit`, gram when left out; weight products only).
 */
export const orderItemChangeBodySchema = z
  .object({
    amount: z.number().positive().max(100_000).optional(),
    unit: unitCodeSchema.optional(),
    parts: z.array(cartItemPartSchema).max(50).optional(),
    weighedAmount: z.number().positive().max(1_000_000).optional(),
    weighedUnit: unitCodeSchema.optional(),
  })
  .strict();
export type OrderItemChangeBody = z.infer<typeof orderItemChangeBodySchema>;
