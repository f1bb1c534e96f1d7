import type { Order, PublicOrder } from '@asp/contracts';
import { isOnlinePayment } from '@asp/domain';
import { orderTexts } from '@asp/i18n';
import { storeIdempotentAnswer, type ErrorItem, type Trx } from '@asp/server-kit';
import type { OrdersDeps } from '../deps';
import { lockOrder, updateOrder } from '../order-store';
import { isFinal, transition } from '../order-state-machine';
import { publicView } from '../public-view';
import type { CreatedPayment, PaymentProvider } from './provider';

/**
 * The online payment of a committed order (issue 11). placeOrder commits the order
 * awaiting payment (with `orders.order.placed`) and no transaction stays open while the
 * provider answers: a slow provider holds no lock and no pooled connection. A second
 * transaction records the outcome — the payment and its page, or payment-failed (which
 * gives the slot seat back) — together with the answer a retried submit gets.
 */
export type CreateOrderAnswer = { statusCode: 201; body: { data: PublicOrder } } | { statusCode: 422; body: { errors: ErrorItem[] } };

export const paymentStartFailedErrors: ErrorItem[] = [{ field: 'paymentMethod', message: orderTexts.paymentStartFailed }];

const isLocalHost = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/** An online order whose payment has not been started yet (neither page nor outcome). */
export const awaitsPaymentStart = (order: Pick<Order, 'paymentMethod' | 'paymentRedirectUrl' | 'isPaid' | 'isFailed'>): boolean =>
  isOnlinePayment(order.paymentMethod) && !order.paymentRedirectUrl && !order.isPaid && !order.isFailed;

/** Rejects when `promise` has not settled within `ms`; the late answer is dropped. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Asks the provider for a payment; null when it fails or does not answer in time. */
async function createAtProvider(deps: OrdersDeps, provider: PaymentProvider, order: Order): Promise<CreatedPayment | null> {
  const { publicBaseUrl, webhookBaseUrl, paymentStartTimeoutMs } = deps.options;
  const webhookBase = webhookBaseUrl ?? (isLocalHost(publicBaseUrl) ? null : publicBaseUrl);
  try {
    const call = provider.createPayment({
      orderId: order.id,
      orderUid: order.uid,
      amount: order.totals.totalGross,
      currency: order.currency,
      description: `Bestellung ${order.uid.slice(0, 8)}`,
      redirectUrl: `${publicBaseUrl}/api/orders/payments/return/${order.uid}/${order.hash}`,
      webhookUrl: webhookBase ? `${webhookBase}/api/orders/payments/${provider.name}/webhook` : null,
    });
    // A payment the provider creates after the time limit stays open there, unused, until it expires.
    return await within(call, paymentStartTimeoutMs);
  } catch (error) {
    deps.log.error({ err: error, provider: provider.name, orderId: order.id }, 'payment could not be started');
    return null;
  }
}

/**
 * Fails the payment of an order that never got one (the provider refused or did not
 * answer, or the service stopped before it did), in `trx`: `orders.order.payment-failed`,
 * and the slot seat is released. A final or paid order is left as it is.
 */
export async function failUnstartedPayment(trx: Trx, order: Order, now: Date): Promise<Order> {
  if (order.payment || order.isPaid || isFinal(order)) return order;
  const result = transition(order, { type: 'payment', status: 'failed', now });
  if (!result.ok || !result.patch) return order;
  return updateOrder(trx, order, result.patch, result.event, now);
}

/**
 * Starts the payment of a committed online order and records the outcome. Returns the
 * answer of the submit, which is also stored for its Idempotency-Key: 201 with the
 * payment page, or 422 'Die Zahlung konnte nicht gestartet werden …' on `paymentMethod`
 * (the checkout keeps cart and form; its next submit takes a new key, so a fresh order).
 */
export async function startOrderPayment(
  deps: OrdersDeps,
  order: Order,
  idempotency: { scope: string; key: string | undefined },
): Promise<CreateOrderAnswer> {
  const provider = deps.registry.forMethod(order.paymentMethod);
  const created = provider ? await createAtProvider(deps, provider, order) : null;
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    let current = await lockOrder(trx, order.id);
    if (!current) throw new Error(`order ${order.id} vanished before its payment was recorded`);
    if (!created || !provider) {
      current = await failUnstartedPayment(trx, current, now);
    } else if (!current.payment && !current.isPaid && !isFinal(current)) {
      // The checkout total is authorized; the final (weighed) amount is captured on completion (settlement.ts).
      const payment = {
        provider: provider.name,
        id: created.id,
        status: 'open' as const,
        checkedAt: null,
        authorizedAmount: order.totals.totalGross,
      };
      current = await updateOrder(trx, current, { payment, paymentRedirectUrl: created.checkoutUrl }, null, now);
    } else {
      // Cancelled by staff (or failed by the sweep) while the provider answered: the new payment stays unused.
      deps.log.warn({ orderId: order.id, paymentId: created.id }, 'payment started for an order that no longer awaits it');
    }
    const answer: CreateOrderAnswer =
      current.paymentRedirectUrl && !current.isFailed
        ? { statusCode: 201, body: { data: publicView(current) } }
        : { statusCode: 422, body: { errors: paymentStartFailedErrors } };
    await storeIdempotentAnswer<CreateOrderAnswer['body']>(trx, idempotency, answer);
    return answer;
  });
}
