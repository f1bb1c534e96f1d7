import {
  dataEnvelope,
  emptyStatusBodySchema,
  notificationListQuerySchema,
  orderIdParamsSchema,
  orderNotificationSchema,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  smsMessageSchema,
  type NotificationChannel,
  type OrderNotification,
} from '@asp/contracts';
import { recipientFor } from '@asp/domain';
import { notificationTexts, operationTexts, orderTexts } from '@asp/i18n';
import { HttpError, notFound, requireRole, sql, TOTAL_COUNT_HEADER, type ServiceApp } from '@asp/server-kit';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { OrdersDeps } from '../deps';
import { findOrder } from '../order-store';
import {
  findNotification,
  insertNotification,
  listOrderNotifications,
  notificationKey,
  toOrderNotification,
} from '../notifications/notification-store';
import { enqueueNotification } from '../notifications/worker';
import { TABLES } from '../tables';
import { assertBranchAccess, lockOrderForStaff } from './order-access';

const tags = ['orders (notifications)'];
const staff = requireRole(ROLE_EMPLOYEE);
const admin = requireRole(ROLE_ADMIN);
const failed = (status: number) => new HttpError(status, [{ message: operationTexts.confirmationFailed }]);

/**
 * Customer notifications in the back office (issue 12; platform-and-backoffice.md §7
 * "Resend the new-order confirmation by e-mail or by SMS"): an order's messages with their
 * state, the two resend calls, and the SMS the development provider stored.
 */
export function registerNotificationRoutes(app: ServiceApp, deps: OrdersDeps): void {
  const { db } = deps;
  const options = deps.options.notifications;

  /** Waits for the row's outcome: sent, failed for good, or an attempt that failed (the job retries on). */
  async function outcome(key: string): Promise<OrderNotification | null> {
    const deadline = Date.now() + options.resendWaitMs;
    for (;;) {
      const row = await findNotification(db, key);
      if (row && (row.status !== 'queued' || row.last_error)) return toOrderNotification(row);
      if (Date.now() > deadline) return row ? toOrderNotification(row) : null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const resend = (path: string, channel: NotificationChannel, summary: string) =>
    app.post(
      `/api/orders/:id/${path}`,
      {
        preHandler: staff,
        config: { openapi: { errors: [409, 502, 503] } },
        schema: {
          summary,
          tags,
          params: orderIdParamsSchema,
          body: emptyStatusBodySchema,
          response: { 200: dataEnvelope(orderNotificationSchema) },
        },
      },
      async (request) => {
        const key = await db.transaction().execute(async (trx) => {
          const order = await lockOrderForStaff(trx, request, request.params.id);
          const recipient = recipientFor(order, channel);
          if (!recipient)
            throw new HttpError(409, [
              { message: operationTexts.confirmationFailed },
              { message: channel === 'email' ? notificationTexts.errors.noEmail : notificationTexts.errors.noPhone },
            ]);
          const fresh = notificationKey(order.id, 'received', channel, `resend-${randomBytes(6).toString('hex')}`);
          await insertNotification(trx, { key: fresh, orderId: order.id, kind: 'received', channel, recipient, data: { order } });
          return fresh;
        });
        // After the commit: the job finds its row. Without Redis the sweep would send it later; the caller learns it failed now.
        if (!deps.notificationQueue) throw failed(503);
        try {
          await enqueueNotification(deps.notificationQueue, key, options);
        } catch (error) {
          request.log.error({ err: error, key }, 'resend: job not added');
          throw failed(503);
        }
        const result = await outcome(key);
        if (result?.status === 'sent') return { data: result };
        request.log.warn({ key, status: result?.status, lastError: result?.lastError }, 'resend: not sent');
        throw failed(result?.lastError ? 502 : 503);
      },
    );
  resend('resend-new-order-email', 'email', 'Resend the new-order confirmation by e-mail');
  resend('resend-new-order-sms', 'sms', 'Resend the new-order confirmation by SMS');

  app.get(
    '/api/orders/:id/notifications',
    {
      preHandler: staff,
      schema: {
        summary: "An order's customer notifications (e-mail, SMS) and their state",
        tags,
        params: orderIdParamsSchema,
        querystring: notificationListQuerySchema,
        response: { 200: dataEnvelope(z.array(orderNotificationSchema)) },
      },
    },
    async (request, reply) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw notFound(orderTexts.notFound);
      assertBranchAccess(request.staff, order.branch.id);
      const { items, total } = await listOrderNotifications(db, order.id, request.query.limit, request.query.offset);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return { data: items };
    },
  );

  app.get(
    '/api/orders/sms-messages',
    {
      preHandler: admin,
      schema: {
        summary: 'SMS stored by the development SMS provider (newest first)',
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: dataEnvelope(z.array(smsMessageSchema)) },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      const [rows, count] = await Promise.all([
        db
          .selectFrom(TABLES.smsMessages)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom(TABLES.smsMessages)
          .select(sql<string>`count(*)`.as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      reply.header(TOTAL_COUNT_HEADER, String(count.total));
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          notificationKey: row.notification_key,
          recipient: row.recipient,
          sender: row.sender,
          text: row.text,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );
}
