import type { Order } from '@asp/contracts';
import type { Db } from '@asp/server-kit';
import { lockOrderByPayment, updateOrder } from '../order-store';
import { transition } from '../order-state-machine';
import { TABLES } from '../tables';
import type { PaymentRegistry } from './registry';

export interface PaymentDeps {
  db: Db;
  registry: PaymentRegistry;
  now: () => Date;
}

/**
 * changed: the order took the provider's news (paid, failed, refunded); unchanged: it
 * already had it; open: the provider has no result yet; unknown: no order has this
 * payment, or the provider does not know it (a forged webhook).
 */
export type ReconcileOutcome = 'changed' | 'unchanged' | 'open' | 'unknown';

/**
 * Asks the provider for a payment and applies what it says to its order. Webhooks, the
 * sandbox page, the reconciliation job, the payment sweep and the staff re-check all come through here, so
 * a payment counts only as what the provider itself reports, and a repeated notice finds
 * nothing left to change.
 */
export async function reconcilePayment(
  deps: PaymentDeps,
  providerName: string,
  paymentId: string,
): Promise<{ outcome: ReconcileOutcome; order: Order | null }> {
  const provider = deps.registry.byName(providerName);
  if (!provider) return { outcome: 'unknown', order: null };
  // Look the id up locally first: a forged id never reaches the provider.
  const known = await deps.db
    .selectFrom(TABLES.orders)
    .select('id')
    .where('payment_provider', '=', providerName)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  if (!known) return { outcome: 'unknown', order: null };
  const remote = await provider.getPayment(paymentId);
  if (!remote) return { outcome: 'unknown', order: null };

  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrderByPayment(trx, providerName, paymentId);
    if (!order) return { outcome: 'unknown' as const, order: null };
    const now = deps.now();
    const result = transition(order, { type: 'payment', status: remote.status, refunded: remote.refunded, now });
    if (!result.ok || !result.patch) return { outcome: remote.status === 'open' ? ('open' as const) : ('unchanged' as const), order };
    return { outcome: 'changed' as const, order: await updateOrder(trx, order, result.patch, result.event, now) };
  });
}
