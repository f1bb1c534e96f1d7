import { paymentProviderNameSchema, paymentWebhookBodySchema, paymentReturnPaths, publicOrderParamsSchema } from '@asp/contracts';
import { sandboxPaymentTexts, validationTexts } from '@asp/i18n';
import { HttpError, badRequest, notFound, type ServiceApp } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { replica } from '../catalog-replica/read';
import type { OrdersDeps } from '../deps';
import { reconcilePayment } from '../payments/reconcile';
import { sandboxPageHtml } from '../payments/sandbox-page';
import { sandboxPagePath } from '../payments/sandbox';
import { orderByLink } from './order-access';

const tags = ['orders (payments)'];
const received = { 200: z.object({ data: z.object({ received: z.literal(true) }) }) };

/**
 * Online payment calls: the provider webhook (only an id; verified by fetching the
 * payment from the provider), the browser's return from the provider (to the status page
 * or the checkout error route) and, in sandbox mode only, the sandbox's hosted page.
 */
export function registerPaymentRoutes(app: ServiceApp, deps: OrdersDeps): void {
  const webhookBody = paymentWebhookBodySchema;
  const webhook = async (provider: string, body: z.infer<typeof webhookBody>, log: FastifyBaseLogger) => {
    const id = body.id ?? (body.transactionId !== undefined ? String(body.transactionId) : undefined);
    if (!id) throw badRequest(validationTexts.blank, 'id');
    try {
      const { outcome } = await reconcilePayment(deps, provider, id);
      log.info({ provider, outcome }, 'payment webhook');
    } catch (error) {
      // The provider could not be asked: a 5xx makes it send the webhook again later.
      log.error({ err: error }, 'payment webhook: provider check failed');
      throw new HttpError(503, [{ message: validationTexts.serviceUnavailable }]);
    }
    // The same answer whatever the id was: a forged id learns nothing.
    return { data: { received: true as const } };
  };
  // Mollie posts `id` as a form field; Datatrans posts its transaction as JSON (`transactionId`).
  app.post(
    '/api/orders/payments/:provider/webhook',
    {
      config: { openapi: { errors: [503] } },
      schema: {
        summary: 'Payment provider webhook',
        tags,
        params: z.object({ provider: paymentProviderNameSchema }),
        body: webhookBody,
        response: received,
      },
    },
    async (request) => webhook(request.params.provider, request.body, request.log),
  );
  // Spelled out because the sandbox page route (/sandbox/:paymentId) would otherwise catch it.
  app.post(
    '/api/orders/payments/sandbox/webhook',
    { schema: { summary: 'Sandbox payment webhook', tags, body: webhookBody, response: received } },
    async (request) => webhook('sandbox', request.body, request.log),
  );

  app.get(
    '/api/orders/payments/return/:uid/:hash',
    { schema: { summary: 'Back from the payment page: redirect to the order status page', tags, params: publicOrderParamsSchema } },
    async (request, reply) => {
      let order = await orderByLink(deps.db, request.params.uid, request.params.hash);
      if (order.payment && !order.isPaid && !order.isFailed) {
        // The browser may be faster than the webhook: ask the provider now.
        order = (await reconcilePayment(deps, order.payment.provider, order.payment.id).catch(() => null))?.order ?? order;
      }
      if (order.isFailed) {
        const branch = await replica.branch(deps.db, order.branch.id);
        return reply.redirect(branch ? paymentReturnPaths.failure(branch.identifier) : '/', 303);
      }
      return reply.redirect(paymentReturnPaths.success(order.uid, order.hash), 303);
    },
  );

  const sandbox = deps.registry.sandbox;
  if (!sandbox) return;
  const paymentParams = z.object({ paymentId: z.string().max(64) });

  app.get(
    '/api/orders/payments/sandbox/:paymentId',
    { schema: { summary: 'Sandbox payment page (HTML)', tags, params: paymentParams } },
    async (request, reply) => {
      const payment = await sandbox.find(request.params.paymentId);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!payment)
        return reply.code(404).send(`<!doctype html><html lang="de"><body><p>${sandboxPaymentTexts.notFound}</p></body></html>`);
      return reply.send(sandboxPageHtml(payment, sandboxPagePath(payment.id)));
    },
  );

  app.post(
    '/api/orders/payments/sandbox/:paymentId',
    {
      schema: { summary: 'Sandbox payment: pay or fail', tags, params: paymentParams, body: z.object({ action: z.enum(['pay', 'fail']) }) },
    },
    async (request, reply) => {
      const payment = await sandbox.find(request.params.paymentId);
      if (!payment) throw notFound(sandboxPaymentTexts.notFound);
      await sandbox.settle(payment.id, request.body.action === 'pay' ? 'paid' : 'failed');
      // What a real provider does next: notify the webhook (here: the same code, directly) …
      await reconcilePayment(deps, 'sandbox', payment.id);
      // … and send the browser back to the shop's return URL.
      return reply.redirect(payment.redirectUrl, 303);
    },
  );
}
