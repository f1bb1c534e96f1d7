import { fill, notificationTexts } from '@asp/i18n';
import { UnrecoverableError } from 'bullmq';
import { TABLES, type OrdersDb } from '../tables';
import type { NotificationOptions } from './config';

/** One SMS to send; `key` is the notification's idempotency key (the gateway's reference). */
export interface SmsMessage {
  key: string;
  to: string;
  text: string;
  /** Sender name or number when SMS_SENDER is not set (the shop's name). */
  fallbackSender: string;
}

/** An SMS provider: resolves with the provider's message id once it accepted the message. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<{ messageId: string }>;
}

/** Alphanumeric senders allow at most 11 characters (GSM). */
const senderOf = (configured: string | null, fallback: string) =>
  (configured ??
    fallback
      .replace(/[^A-Za-z0-9 ]/g, '')
      .trim()
      .slice(0, 11)) ||
  'Shop';

/**
 * The HTTP adapter for a real SMS gateway (`SMS_GATEWAY_URL`): one JSON POST per message
 *
 *     POST <SMS_GATEWAY_URL>
 *     Authorization: Bearer <SMS_GATEWAY_TOKEN>        (when set)
 *     Idempotency-Key: <notification key>
 *     { "to": "+4975311234", "from": "<SMS_SENDER>", "text": "…", "reference": "<notification key>" }
 *
 * Any 2xx counts as accepted; an `id` (or `messageId`) in the JSON answer is recorded.
 * Other answers and network errors fail the attempt and BullMQ retries it.
 */
export function httpSmsGateway(config: NonNullable<NotificationOptions['sms']>): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': message.key,
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({
          to: message.to,
          from: senderOf(config.sender, message.fallbackSender),
          text: message.text,
          reference: message.key,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(fill(notificationTexts.errors.smsGateway, { status: response.status }));
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; messageId?: unknown };
      const id = body.id ?? body.messageId;
      return { messageId: typeof id === 'string' || typeof id === 'number' ? String(id) : message.key };
    },
  };
}

/**
 * Development provider: stores the SMS in `sms_messages` (the back office lists them at
 * GET /api/orders/sms-messages) instead of sending it. Once per key.
 */
export function developmentSmsStore(db: OrdersDb, sender: string | null): SmsProvider {
  return {
    name: 'development',
    async send(message) {
      await db
        .insertInto(TABLES.smsMessages)
        .values({
          notification_key: message.key,
          recipient: message.to,
          sender: senderOf(sender, message.fallbackSender),
          text: message.text,
        })
        .onConflict((conflict) => conflict.column('notification_key').doNothing())
        .execute();
      return { messageId: `dev-${message.key}` };
    },
  };
}

/** Production without a gateway: every SMS fails at once, visibly, with the German reason. */
export const unconfiguredSms: SmsProvider = {
  name: 'none',
  send: async () => {
    throw new UnrecoverableError(notificationTexts.errors.smsNotConfigured);
  },
};

export function createSmsProvider(db: OrdersDb, options: NotificationOptions): SmsProvider {
  if (options.sms) return httpSmsGateway(options.sms);
  return options.smsDevelopmentStore ? developmentSmsStore(db, null) : unconfiguredSms;
}
