import { dataEnvelope, errorBodySchema, orderCreateBodySchema, publicOrderSchema, type PublicOrder } from '@asp/contracts';
import { readIdempotencyKey, withIdempotency, type ServiceApp } from '@asp/server-kit';
import type { OrdersDeps } from '../deps';
import { scheduleReconcile } from '../payments/reconcile-job';
import { placeOrder } from '../place-order';
import { publicView } from '../public-view';

/**
 * `POST /api/orders` (storefront.md §7 "orders create"): 201 with the public order — with
 * `paymentRedirectUrl` for an online payment — or 422 with German field errors. An
 * `Idempotency-Key` makes a retried submit answer the first order again (same body) or
 * 422 (another body); parallel submits with one key wait for each other.
 */
export function registerCreateOrderRoute(app: ServiceApp, deps: OrdersDeps): void {
  app.post(
    '/api/orders',
    {
      schema: {
        summary: 'Place an order (Idempotency-Key accepted)',
        tags: ['orders (public)'],
        body: orderCreateBodySchema,
        response: { 201: dataEnvelope(publicOrderSchema), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const result = await withIdempotency<{ data: PublicOrder }>(
        deps.db,
        { scope: 'orders.create', key: readIdempotencyKey(request.headers), body: request.body },
        async (trx) => ({ statusCode: 201, body: { data: publicView(await placeOrder(trx, deps, request.body, now)) } }),
      );
      const order = result.body.data;
      if (!result.replayed && order.paymentRedirectUrl && deps.reconcileQueue) {
        // The webhook normally settles the payment; this job is the safety net. Failing to
        // schedule it must not fail an order that is already committed.
        await scheduleReconcile(deps.reconcileQueue, order.id, deps.options.reconcile).catch((error: unknown) =>
          request.log.error({ err: error, orderId: order.id }, 'could not schedule payment reconciliation'),
        );
      }
      return reply.code(result.statusCode as 201).send(result.body);
    },
  );
}
