import { z } from 'zod';

/**
 * `GET /api/orders/slots?branch=…&type=…` (ours, issue 11): the 15-minute windows of a
 * branch that are booked out for an order type, from the current window on. The checkout
 * shows picker slots inside these windows as 'ausgebucht'; an empty list when the branch
 * sets no capacity (unlimited).
 */
export const slotAvailabilityQuerySchema = z.object({
  branch: z.coerce.number().int().positive(),
  type: z.enum(['takeaway', 'delivery', 'dineIn']),
});
export type SlotAvailabilityQuery = z.infer<typeof slotAvailabilityQuerySchema>;

export const slotAvailabilitySchema = z.object({
  /** Orders per window for this order type; null = unlimited. */
  capacity: z.number().int().nullable(),
  /** Start instants (ISO, UTC) of the booked-out 15-minute windows, ascending. */
  fullSlots: z.array(z.string()),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;
