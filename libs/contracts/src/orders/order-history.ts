import { z } from 'zod';

/**
 * One entry of an order's history (`GET /api/orders/{id}/history`): who did what, when.
 * `event` is the key of the order event written in the same transaction (placed,
 * confirmed, rejected, canceled, inDelivery, completed, paid, paymentFailed, refunded, itemChanged, paymentCaptured, refundFailed,
 * counterAppointmentProposed, counterAppointmentConfirmed, counterAppointmentRejected,
 * questionnaireAnswered). `actor` is the staff member, null for the customer or the
 * system (payment provider, jobs). `note`: a reason or changed time, when there is one.
 */
export const orderHistoryEntrySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  at: z.string(),
  event: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
