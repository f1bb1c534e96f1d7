import createMollieClient, { CaptureMethod, PaymentStatus as MollieStatus, type MollieClient } from '@mollie/api-client';
import type { PaymentStatus } from '@asp/contracts';
import type { CreatedPayment, CreatePaymentInput, PaymentAmount, PaymentProvider, ProviderPayment } from './provider';

const STATUS: Record<string, PaymentStatus> = {
  [MollieStatus.open]: 'open',
  [MollieStatus.pending]: 'open',
  [MollieStatus.authorized]: 'paid',
  [MollieStatus.paid]: 'paid',
  [MollieStatus.failed]: 'failed',
  [MollieStatus.canceled]: 'canceled',
  [MollieStatus.expired]: 'expired',
};

const isPaymentId = (id: string) => /^tr_[A-Za-z0-9]+$/.test(id);
const money = (input: PaymentAmount) => ({ currency: input.currency, value: input.amount.toFixed(2) });

/** Mollie refused (4xx: unknown payment, wrong state, amount too high) → false; anything else is unknown → throw. */
async function confirmed(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return false;
    throw error;
  }
}

/**
 * Mollie through its official client (`@mollie/api-client`), configured by MOLLIE_API_KEY.
 * Payments are created with `captureMode: manual` (docs.mollie.com "Place a hold for a
 * payment"): the customer authorizes the estimated amount, `paymentCaptures.create`
 * takes the final amount on completion, `payments.releaseAuthorization` frees an
 * uncaptured hold, `paymentRefunds.create` pays back a captured one. Mollie offers only
 * the methods that support manual capture (cards and a few more) for such payments.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;

  /** `apiEndpoint`: Mollie's API unless overridden (the adapter test points it at a local stand-in). */
  constructor(apiKey: string, apiEndpoint?: string) {
    this.client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const payment = await this.client.payments.create({
      amount: { currency: input.currency, value: input.amount.toFixed(2) },
      description: input.description,
      redirectUrl: input.redirectUrl,
      ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
      metadata: { orderId: input.orderId, orderUid: input.orderUid },
      captureMode: CaptureMethod.manual,
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error('Mollie returned no checkout URL');
    return { id: payment.id, checkoutUrl };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    // Mollie payment ids look like tr_xxxxxxxx; anything else cannot be one of ours.
    if (!isPaymentId(id)) return null;
    try {
      const payment = await this.client.payments.get(id);
      const refunded = Number(payment.amountRefunded?.value ?? 0) > 0;
      return { id: payment.id, status: STATUS[payment.status] ?? 'open', refunded };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async capture(id: string, input: PaymentAmount): Promise<boolean> {
    if (!isPaymentId(id)) return false;
    return confirmed(() =>
      this.client.paymentCaptures.create({ paymentId: id, amount: money(input), description: `Bestellung ${input.orderUid.slice(0, 8)}` }),
    );
  }

  async voidAuthorization(id: string): Promise<boolean> {
    if (!isPaymentId(id)) return false;
    return confirmed(() => this.client.payments.releaseAuthorization(id));
  }

  async refund(id: string, input: PaymentAmount): Promise<boolean> {
    if (!isPaymentId(id)) return false;
    return confirmed(() =>
      this.client.paymentRefunds.create({ paymentId: id, amount: money(input), description: `Bestellung ${input.orderUid.slice(0, 8)}` }),
    );
  }
}
