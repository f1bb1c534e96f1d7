import { dataEnvelope, errorBodySchema, orderCreateBodySchema, publicOrderSchema, type Order } from '@asp/contracts';
import { orderTexts } from '@asp/i18n';
import { conflict, HttpError, readIdempotencyKey, withIdempotency, type ServiceApp } from '@asp/server-kit';
import type { OrdersDeps } from '../deps';
import { findOrder } from '../order-store';
import { scheduleReconcile } from '../payments/reconcile-job';
import { awaitsPaymentStart, paymentStartFailedErrors, startOrderPayment, type CreateOrderAnswer } from '../payments/start-payment';
import { placeOrder } from '../place-order';
import { publicView } from '../public-view';

const SCOPE = 'orders.create';

/**
 * A replayed submit whose stored answer is still the order without its payment page: the
 * first request is starting the payment (409, the checkout retries with the same key), or
 * the service stopped before recording the outcome — then the order as it is now says it.
 */
async function replayAwaitingPayment(deps: OrdersDeps, id: number): Promise<CreateOrderAnswer> {
  const current = await findOrder(deps.db, id);
  if (current?.isFailed) return { statusCode: 422, body: { errors: paymentStartFailedErrors } };
  if (current && !awaitsPaymentStart(current)) return { statusCode: 201, body: { data: publicView(current) } };
  throw conflict(orderTexts.paymentStarting);
}

/**
 * `POST /api/orders` (storefront.md §7 "orders create"): 201 with the public order — with
 * `paymentRedirectUrl` for an online payment — or 422 with German field errors. The order
 * is committed first; an online payment is started after commit and its outcome recorded
 * in a second transaction (payments/start-payment.ts). An `Idempotency-Key` makes a
 * retried submit answer the first result (same body) or 422 (another body); parallel
 * submits with one key wait for each other.
 */
export function registerCreateOrderRoute(app: ServiceApp, deps: OrdersDeps): void {
  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders (public)'],
        body: orderCreateBodySchema,
        response: { 201: dataEnvelope(publicOrderSchema), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const idempotency = { scope: SCOPE, key: readIdempotencyKey(request.headers) };
      // The order as stored by this request (not by a replay): the payment needs its amount and hash.
      const placed: { order?: Order } = {};
      const result = await withIdempotency<CreateOrderAnswer['body']>(deps.db, { ...idempotency, body: request.body }, async (trx) => {
        placed.order = await placeOrder(trx, deps, request.body, now);
        return { statusCode: 201, body: { data: publicView(placed.order) } };
      });

      let answer = result as CreateOrderAnswer;
      if (result.replayed && 'data' in result.body && awaitsPaymentStart(result.body.data)) {
        answer = await replayAwaitingPayment(deps, result.body.data.id);
      } else if (!result.replayed && placed.order && awaitsPaymentStart(placed.order)) {
        answer = await startOrderPayment(deps, placed.order, idempotency);
        if (answer.statusCode === 201 && deps.reconcileQueue) {
          // The webhook normally settles the payment; this job is a first safety net (the
          // payment sweep the second). Failing to schedule it must not fail a committed order.
          await scheduleReconcile(deps.reconcileQueue, placed.order.id, deps.options.reconcile).catch((error: unknown) =>
            request.log.error({ err: error, orderId: placed.order?.id }, 'could not schedule payment reconciliation'),
          );
        }
      }
      // Through the error handler, like every other refusal: { errors: [{ message, field }] }.
      if (answer.statusCode === 422) throw new HttpError(422, answer.body.errors);
      return reply.code(201).send(answer.body);
    },
  );
}
