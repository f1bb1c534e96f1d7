import { z } from 'zod';
import { pricingResultSchema, publicOrderSchema } from './order';

/**
 * The counter (frontdesk) and kitchen (backoffice) order screens of a branch
 * (platform-and-backoffice.md §2, §7; issue 12): reached with the branch id and the
 * branch's order-screen API key in the path, no session.
 */
export const orderScreenParamsSchema = z.object({
  branchId: z.coerce.number().int().positive(),
  apiKey: z.string().min(1).max(200),
});

/** The status actions the counter screen may take (through the order state machine). */
export const ORDER_SCREEN_ACTIONS = ['confirm', 'in-delivery', 'completed'] as const;
export type OrderScreenAction = (typeof ORDER_SCREEN_ACTIONS)[number];

export const orderScreenActionParamsSchema = orderScreenParamsSchema.extend({
  orderId: z.coerce.number().int().positive(),
  action: z.enum(ORDER_SCREEN_ACTIONS),
});

/**
 * An order as the screens show it: the public view without the status link's secrets,
 * plus the totals, the name to call out at the counter and the customer's comment. No
 * phone, e-mail, address or payment ids: a screen hangs where customers can see it.
 */
export const screenOrderSchema = publicOrderSchema
  .omit({ uid: true, hash: true, paymentRedirectUrl: true, questionnaireRating: true, totals: true })
  .extend({
    totals: pricingResultSchema,
    customerName: z.string(),
    comment: z.string(),
  });
export type ScreenOrder = z.infer<typeof screenOrderSchema>;
