import { dataEnvelope, errorBodySchema, orderCreateBodySchema, publicOrderSchema, type Order } from '@asp/contracts';
import { orderTexts } from '@asp/i18n';
import { conflict, HttpError, readIdempotencyKey, storeIdempotentAnswer, withIdempotency, type ServiceApp } from '@asp/server-kit';
import type { OrdersDeps } from '../deps';
import { findOrder, lockOrder } from '../order-store';
import { scheduleReconcile } from '../payments/reconcile-job';
import {
  awaitsPaymentStart,
  failUnstartedPayment,
  paymentStartFailedErrors,
  startOrderPayment,
  type CreateOrderAnswer,
} from '../payments/start-payment';
import { placeOrder } from '../place-order';
import { publicView } from '../public-view';

const SCOPE = 'orders.create';

/**
 * A replayed submit whose stored answer is still the order without its payment page: the
 * first request is starting the payment (409, the checkout retries with the same key), or
 * it ended without recording the outcome (the service stopped, the database went away) —
 * then the order as it is now says it. Once twice the provider's time limit has passed,
 * no start can still be running: the payment is failed here rather than by the sweep
 * minutes later, so the customer can try again at once.
 */
async function replayAwaitingPayment(
  deps: OrdersDeps,
  id: number,
  idempotency: { scope: string; key: string | undefined },
): Promise<CreateOrderAnswer> {
  const failed: CreateOrderAnswer = { statusCode: 422, body: { errors: paymentStartFailedErrors } };
  const current = await findOrder(deps.db, id);
  if (current?.isFailed) return failed;
  if (current && !awaitsPaymentStart(current)) return { statusCode: 201, body: { data: publicView(current) } };
  const age = current ? deps.now().getTime() - new Date(current.createdAt).getTime() : 0;
  if (!current || age <= 2 * deps.options.paymentStartTimeoutMs) throw conflict(orderTexts.paymentStarting);
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, id);
    const next = locked ? await failUnstartedPayment(trx, locked, deps.now()) : null;
    // The first request may have recorded its payment just now: then that is the answer.
    const answer: CreateOrderAnswer =
      next?.paymentRedirectUrl && !next.isFailed ? { statusCode: 201, body: { data: publicView(next) } } : failed;
    await storeIdempotentAnswer<CreateOrderAnswer['body']>(trx, idempotency, answer);
    return answer;
  });
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
        summary: 'Place an order (Idempotency-Key accepted)',
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
        answer = await replayAwaitingPayment(deps, result.body.data.id, idempotency);
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
