import createMollieClient, { PaymentStatus as MollieStatus, type MollieClient } from '@mollie/api-client';
import type { PaymentStatus } from '@asp/contracts';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderPayment } from './provider';

const STATUS: Record<string, PaymentStatus> = {
  [MollieStatus.open]: 'open',
  [MollieStatus.pending]: 'open',
  [MollieStatus.authorized]: 'paid',
  [MollieStatus.paid]: 'paid',
  [MollieStatus.failed]: 'failed',
  [MollieStatus.canceled]: 'canceled',
  [MollieStatus.expired]: 'expired',
};

/** Mollie through its official client (`@mollie/api-client`), configured by MOLLIE_API_KEY. */
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
    });
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new Error('Mollie returned no checkout URL');
    return { id: payment.id, checkoutUrl };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    // Mollie payment ids look like tr_xxxxxxxx; anything else cannot be one of ours.
    if (!/^tr_[A-Za-z0-9]+$/.test(id)) return null;
    try {
      const payment = await this.client.payments.get(id);
      const refunded = Number(payment.amountRefunded?.value ?? 0) > 0;
      return { id: payment.id, status: STATUS[payment.status] ?? 'open', refunded };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }
}
