import { z } from 'zod';

/**
 * Customer notifications of the orders service (issue 12 "Notifications"): one row per
 * message in `order_notifications`, sent by the BullMQ queue `orders.notifications`.
 *
 * Kinds: received (placed), confirmed (with the pickup time), rejected / canceled (with
 * the reason), ready-for-pickup / on-its-way (in delivery, by order type) and
 * final-amount (the weighed total).
 */
export const notificationKindSchema = z.enum([
  'received',
  'confirmed',
  'rejected',
  'canceled',
  'ready-for-pickup',
  'on-its-way',
  'final-amount',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationChannelSchema = z.enum(['email', 'sms']);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** queued until the provider accepted it (sent) or the last attempt failed (failed, with lastError). */
export const notificationStatusSchema = z.enum(['queued', 'sent', 'failed']);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** An idempotency key: `order-<id>-<kind>-<channel>` (resends add `-resend-<random>`); also the BullMQ job id. */
export const notificationKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/);

/** Job `send-notification`: the worker reads everything else from the row of this key. */
export const sendNotificationJobSchema = z.object({ key: notificationKeySchema });
export type SendNotificationJob = z.infer<typeof sendNotificationJobSchema>;

/** Job `requeue-notifications` (repeatable): re-enqueues rows still queued `afterMs` after their creation. */
export const requeueNotificationsJobSchema = z.object({
  afterMs: z.number().int().min(1000),
  batchSize: z.number().int().min(1).max(1000),
});
export type RequeueNotificationsJob = z.infer<typeof requeueNotificationsJobSchema>;

/** One notification of an order as the order detail page shows it (`GET /api/orders/{id}/notifications`). */
export const orderNotificationSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: notificationKindSchema,
  channel: notificationChannelSchema,
  recipient: z.string(),
  status: notificationStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderNotification = z.infer<typeof orderNotificationSchema>;

/** Paging of the notification and SMS lists (the header x-total-count carries the total). */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** An SMS the development provider stored instead of sending (`GET /api/orders/sms-messages`). */
export const smsMessageSchema = z.object({
  id: z.number().int(),
  notificationKey: z.string(),
  recipient: z.string(),
  sender: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;
