import { z } from 'zod';

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

/** `cancel`, `in-delivery`, `completed`: no content (an empty object or nothing). */
export const emptyStatusBodySchema = z.object({}).loose().nullable().optional();

export const ORDER_STATUS_ACTIONS = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'] as const;
export type OrderStatusAction = (typeof ORDER_STATUS_ACTIONS)[number];

/**
 * `GET /api/orders` filters (staff). `from`/`to`: creation time, ISO date or instant.
 * Newest first, one page of `limit` orders after skipping `offset`; a page shorter than
 * `limit` is the last (no total: counting every matching order would cost more than the page).
 */
export const orderListQuerySchema = z.object({
  branch: z.coerce.number().int().positive().optional(),
  status: z.enum(['open', 'confirmed', 'in-delivery', 'completed', 'rejected', 'canceled', 'failed']).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
