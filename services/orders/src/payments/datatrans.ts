import type { PaymentStatus } from '@asp/contracts';
import type { OrdersOptions } from '../config';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderPayment } from './provider';

/**
 * Datatrans through its REST API (docs.datatrans.ch, "Redirect & Lightbox"):
 * `POST /v1/transactions` initialises a transaction (amount in minor units, redirect and
 * webhook URLs, auto-settle), the browser goes to `{payUrl}/v1/start/{transactionId}`,
 * `GET /v1/transactions/{transactionId}` tells its status. Basic auth merchantId:password.
 */
const STATUS: Record<string, PaymentStatus> = {
  initialized: 'open',
  challenge_required: 'open',
  challenge_ongoing: 'open',
  authenticated: 'open',
  authorized: 'paid',
  settled: 'paid',
  transmitted: 'paid',
  canceled: 'canceled',
  failed: 'failed',
};

export class DatatransProvider implements PaymentProvider {
  readonly name = 'datatrans' as const;

  constructor(
    private readonly settings: NonNullable<OrdersOptions['datatrans']>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private headers(): Record<string, string> {
    const basic = Buffer.from(`${this.settings.merchantId}:${this.settings.password}`).toString('base64');
    return { authorization: `Basic ${basic}`, 'content-type': 'application/json; charset=UTF-8' };
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const response = await this.fetchImpl(`${this.settings.apiUrl}/v1/transactions`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({
        currency: input.currency,
        refno: input.orderUid.replace(/-/g, '').slice(0, 20),
        amount: Math.round(input.amount * 100),
        autoSettle: true,
        redirect: { successUrl: input.redirectUrl, cancelUrl: input.redirectUrl, errorUrl: input.redirectUrl },
        ...(input.webhookUrl ? { webhook: { url: input.webhookUrl } } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status !== 201 && response.status !== 200) throw new Error(`Datatrans init failed: HTTP ${response.status}`);
    const body = (await response.json()) as { transactionId?: string };
    if (!body.transactionId) throw new Error('Datatrans init returned no transactionId');
    return { id: body.transactionId, checkoutUrl: `${this.settings.payUrl}/v1/start/${encodeURIComponent(body.transactionId)}` };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    if (!/^\d{1,30}$/.test(id)) return null;
    const response = await this.fetchImpl(`${this.settings.apiUrl}/v1/transactions/${id}`, {
      headers: this.headers(),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new Error(`Datatrans status failed: HTTP ${response.status}`);
    const body = (await response.json()) as { transactionId?: string; status?: string };
    return { id, status: STATUS[body.status ?? ''] ?? 'open', refunded: false };
  }
}
