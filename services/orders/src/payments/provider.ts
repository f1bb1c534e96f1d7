import type { PaymentProviderName, PaymentStatus } from '@asp/contracts';

/**
 * One interface for every online payment provider (Mollie, Datatrans, the local
 * sandbox). The orders service never trusts what a browser or a webhook says about a
 * payment: it always asks the provider with `getPayment`.
 */
export interface CreatePaymentInput {
  orderId: number;
  orderUid: string;
  /** Gross amount in the shop currency (two decimals). */
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the browser afterwards (absolute URL). */
  redirectUrl: string;
  /** Where the provider reports changes; null when no reachable URL is configured. */
  webhookUrl: string | null;
}

export interface CreatedPayment {
  id: string;
  /** The hosted payment page the browser is sent to (paymentRedirectUrl). */
  checkoutUrl: string;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  /** Some or all of the amount was paid back. */
  refunded: boolean;
}

/** An amount of a payment in the shop currency (two decimals), with our order reference. */
export interface PaymentAmount {
  amount: number;
  currency: string;
  orderUid: string;
}

/**
 * Payments are authorized at checkout and captured on completion (issue 12): the
 * provider holds the estimated amount, and `capture` takes the final (weighed) amount,
 * at most the authorized one. Each call answers true only on the provider's confirmation,
 * false when it refused (unknown payment, amount too high, wrong state), and throws when
 * the outcome is unknown (network fault, server error): the caller retries or asks later.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment as the provider knows it; null for an id the provider does not know. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Takes `amount` (≤ the authorized amount) of an authorized payment. */
  capture(id: string, input: PaymentAmount): Promise<boolean>;
  /** Releases an authorization that was never captured (nothing was charged). */
  voidAuthorization(id: string, input: Pick<PaymentAmount, 'orderUid'>): Promise<boolean>;
  /** Pays back `amount` of a captured payment. */
  refund(id: string, input: PaymentAmount): Promise<boolean>;
}
