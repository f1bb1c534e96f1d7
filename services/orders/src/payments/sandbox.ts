import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@asp/contracts';
import { sql, type Db } from '@asp/server-kit';
import { TABLES } from '../tables';
import type { CreatedPayment, CreatePaymentInput, PaymentAmount, PaymentProvider, ProviderPayment } from './provider';

export interface SandboxPayment {
  id: string;
  orderId: number;
  amount: number;
  currency: string;
  description: string;
  redirectUrl: string;
  status: PaymentStatus;
  /** Null until captured; at most `amount` (the authorized amount). */
  capturedAmount: number | null;
  refundedAmount: number;
  isVoided: boolean;
}

/** Path of the sandbox's hosted payment page (served by routes/payments.ts). */
export const sandboxPagePath = (id: string) => `/api/orders/payments/sandbox/${encodeURIComponent(id)}`;

/**
 * A payment provider that lives in this service's own database, for development and
 * tests: the hosted page lets the user pay or fail, everything else (webhook carrying
 * only the id, verification by fetching, reconciliation) runs exactly as with Mollie.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Db) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const id = `sbx_${randomBytes(12).toString('base64url')}`;
    // Only the path: the page is served by this service behind the same public origin.
    const redirect = new URL(input.redirectUrl);
    await this.db
      .insertInto(TABLES.sandboxPayments)
      .values({
        id,
        order_id: input.orderId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        redirect_url: `${redirect.pathname}${redirect.search}`,
        status: 'open',
      })
      .execute();
    return { id, checkoutUrl: sandboxPagePath(id) };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const payment = await this.find(id);
    return payment ? { id: payment.id, status: payment.status, refunded: payment.refundedAmount > 0 } : null;
  }

  async find(id: string): Promise<SandboxPayment | null> {
    const row = await this.db.selectFrom(TABLES.sandboxPayments).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    return {
      id: String(row.id),
      orderId: Number(row.order_id),
      amount: Number(row.amount),
      currency: String(row.currency),
      description: String(row.description),
      redirectUrl: String(row.redirect_url),
      status: row.status as PaymentStatus,
      capturedAmount: row.captured_amount === null ? null : Number(row.captured_amount),
      refundedAmount: Number(row.refunded_amount),
      isVoided: Boolean(row.is_voided),
    };
  }

  /**
   * Like a card provider: a paid (authorized) payment is captured once, for at most the
   * authorized amount; a refused capture (too much, not authorized, already captured or
   * released) answers false.
   */
  async capture(id: string, input: PaymentAmount): Promise<boolean> {
    if (!(input.amount >= 0)) return false;
    const result = await this.db
      .updateTable(TABLES.sandboxPayments)
      .set({ captured_amount: input.amount })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .where('captured_amount', 'is', null)
      .where('is_voided', '=', false)
      .where('amount', '>=', input.amount)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Releases an uncaptured authorization: the payment reads canceled, as at Mollie. */
  async voidAuthorization(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable(TABLES.sandboxPayments)
      .set({ is_voided: true, status: 'canceled' })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .where('captured_amount', 'is', null)
      .where('is_voided', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Pays back part or all of the captured amount; never more than was captured in total. */
  async refund(id: string, input: PaymentAmount): Promise<boolean> {
    if (!(input.amount > 0)) return false;
    const result = await this.db
      .updateTable(TABLES.sandboxPayments)
      .set({ refunded_amount: sql<number>`refunded_amount + ${input.amount}` })
      .where('id', '=', id)
      .where('captured_amount', 'is not', null)
      .where(sql<boolean>`refunded_amount + ${input.amount} <= captured_amount`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The user's choice on the hosted page; only an open payment changes. Returns whether it did. */
  async settle(id: string, status: 'paid' | 'failed'): Promise<boolean> {
    const result = await this.db
      .updateTable(TABLES.sandboxPayments)
      .set({ status })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
