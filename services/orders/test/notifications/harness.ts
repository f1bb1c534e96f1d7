import type { NotificationChannel, OrderNotification } from '@asp/contracts';
import { waitFor } from '@asp/server-kit/testing';
import type { ParsedMail } from 'mailparser';
import { readNotificationOptions, type NotificationOptions } from '../../src/notifications/config';
import { findNotification, type NotificationRow } from '../../src/notifications/notification-store';
import { createNotificationQueue, type NotificationQueue } from '../../src/notifications/worker';
import { TABLES, type OrdersDb } from '../../src/tables';
import { seedShop, startOrders, type Harness, type Shop } from '../helpers';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';

/** A mail as read back, with Intl's no-break spaces ('3,20 €') turned into plain ones. */
export type ReadMail = ParsedMail & { text: string; html: string };

export interface NotificationHarness {
  h: Harness;
  shop: Shop;
  smtp: TestSmtpServer;
  notifications: NotificationOptions;
  db(): OrdersDb;
  /** A producer-side queue on the service's prefix (closed with the harness). */
  queue(): NotificationQueue;
  mailsTo(address: string): ParsedMail[];
  waitForMail(address: string, subject: RegExp, timeoutMs?: number): Promise<ReadMail>;
  waitForRow(key: string, status: string, timeoutMs?: number): Promise<NotificationRow>;
  rowsOf(orderId: number): Promise<OrderNotification[]>;
  /** A fresh customer address per call. */
  customer(): string;
  /** Stores a queued row directly (no job), as if its job had been lost. */
  insertQueuedRow(orderId: number, key: string, channel: NotificationChannel, recipient: string, createdAt?: Date): Promise<void>;
  close(): Promise<void>;
}

let seq = 0;

/**
 * An orders service whose notifications go to a real SMTP server (smtp-server), with 3
 * quick attempts; the helpers read the mails back with mailparser.
 */
export async function startNotificationHarness(): Promise<NotificationHarness> {
  const smtp = await startTestSmtpServer();
  const notifications: NotificationOptions = {
    ...readNotificationOptions({}),
    smtpUrl: smtp.url,
    mailFrom: 'Metzgerei Test <bestellung@metzgerei.test>',
    attempts: 3,
    backoffMs: 200,
    resendWaitMs: 5_000,
  };
  const h = await startOrders({ notifications });
  const shop = await seedShop(h);
  const db = () => h.service.ctx.db;
  let queue: NotificationQueue | null = null;
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
  const plain = (value: string | false | undefined) => (value || '').replace(/\u00a0/g, ' ');
  return {
    h,
    shop,
    smtp,
    notifications,
    db,
    queue: () => (queue ??= createNotificationQueue(h.service.ctx.redis!, h.options.queuePrefix!)),
    mailsTo,
    async waitForMail(address, subject, timeoutMs = 15_000) {
      const mail = (await waitFor(() => mailsTo(address).find((candidate) => subject.test(candidate.subject ?? '')), timeoutMs))!;
      return Object.assign(mail, { text: plain(mail.text), html: plain(mail.html) });
    },
    async waitForRow(key, status, timeoutMs = 15_000) {
      return (await waitFor(async () => {
        const row = await findNotification(db(), key);
        return row?.status === status ? row : null;
      }, timeoutMs))!;
    },
    async rowsOf(orderId) {
      return (await h.call({ method: 'GET', url: `/api/orders/${orderId}/notifications`, headers: h.admin })).json()
        .data as OrderNotification[];
    },
    customer: () => `kunde${++seq}@example.de`,
    async insertQueuedRow(orderId, key, channel, recipient, createdAt = new Date()) {
      const { data } = await db().selectFrom(TABLES.orders).select('data').where('id', '=', orderId).executeTakeFirstOrThrow();
      await db()
        .insertInto(TABLES.orderNotifications)
        .values({
          key,
          order_id: orderId,
          kind: 'received',
          channel,
          recipient,
          status: 'queued',
          attempts: 0,
          last_error: null,
          message_id: null,
          data: JSON.stringify({ order: data }),
          sent_at: null,
          created_at: createdAt,
        })
        .execute();
    },
    async close() {
      await queue?.close();
      await h.close();
      await smtp.close();
    },
  };
}
