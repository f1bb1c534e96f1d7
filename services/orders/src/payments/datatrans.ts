import type { PaymentStatus } from '@asp/contracts';
import type { OrdersOptions } from '../config';
import type { CreatedPayment, CreatePaymentInput, PaymentAmount, PaymentProvider, ProviderPayment } from './provider';

/**
 * Datatrans through its REST API (docs.datatrans.ch, "Redirect & Lightbox"):
 * `POST /v1/transactions` initialises a transaction (amount in minor units, redirect and
 * webhook URLs, `autoSettle: false`: it is only authorized), the browser goes to
 * `{payUrl}/v1/start/{transactionId}`, `GET /v1/transactions/{transactionId}` tells its
 * status, `POST …/{transactionId}/settle` captures the final amount (≤ authorized, 204),
 * `POST …/{transactionId}/cancel` releases an unsettled authorization (204),
 * `POST …/{transactionId}/credit` refunds. Basic auth merchantId:password.
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

/** The parts of Datatrans's status answer this adapter reads. */
interface DatatransStatus {
  transactionId?: string;
  status?: string;
  /** Amounts per step; `credit` once money was paid back. */
  detail?: { credit?: { amount?: number } };
  /** Every step of the transaction, `credit` for a refund, `success: false` for one that failed. */
  history?: Array<{ action?: string; amount?: number; success?: boolean }>;
}

/**
 * Refunded only on Datatrans's own word: a credited amount in the details or a
 * successful credit step in the history. A failed or merely requested credit is no refund.
 */
function isRefunded(body: DatatransStatus): boolean {
  if ((body.detail?.credit?.amount ?? 0) > 0) return true;
  return (body.history ?? []).some((step) => step.action === 'credit' && step.success === true);
}

/** Transaction ids are digits; anything else is not one of ours and never reaches Datatrans. */
const isTransactionId = (id: string) => /^\d{1,30}$/.test(id);

/** Our order reference in Datatrans (refno, at most 20 characters): the order uid without dashes. */
const refnoOf = (orderUid: string) => orderUid.replace(/-/g, '').slice(0, 20);

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
        refno: refnoOf(input.orderUid),
        amount: Math.round(input.amount * 100),
        autoSettle: false,
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
    if (!isTransactionId(id)) return null;
    const response = await this.fetchImpl(`${this.settings.apiUrl}/v1/transactions/${id}`, {
      headers: this.headers(),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new Error(`Datatrans status failed: HTTP ${response.status}`);
    const body = (await response.json()) as DatatransStatus;
    return { id, status: STATUS[body.status ?? ''] ?? 'open', refunded: isRefunded(body) };
  }

  /**
   * Pays back `amount` (shop currency, two decimals) of a settled transaction. True only
   * when Datatrans confirms the credit (2xx with the credit's transaction id); false when
   * it refuses (4xx: unknown transaction, amount too high, not settled). A server fault or
   * timeout throws: whether money moved is then unknown, and getPayment will tell.
   */
  /** POSTs a follow-up call of a transaction: true on 2xx, false when refused (4xx), throws on 5xx. */
  private async follow(id: string, action: 'settle' | 'cancel', body: object): Promise<boolean> {
    if (!isTransactionId(id)) return false;
    const response = await this.fetchImpl(`${this.settings.apiUrl}/v1/transactions/${id}/${action}`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status >= 500) throw new Error(`Datatrans ${action} failed: HTTP ${response.status}`);
    return response.ok;
  }

  /** Settles (captures) `amount` of an authorized transaction. */
  async capture(id: string, input: PaymentAmount): Promise<boolean> {
    return this.follow(id, 'settle', { amount: Math.round(input.amount * 100), currency: input.currency, refno: refnoOf(input.orderUid) });
  }

  async voidAuthorization(id: string, input: Pick<PaymentAmount, 'orderUid'>): Promise<boolean> {
    return this.follow(id, 'cancel', { refno: refnoOf(input.orderUid) });
  }

  async refund(id: string, input: PaymentAmount): Promise<boolean> {
    if (!isTransactionId(id)) return false;
    const response = await this.fetchImpl(`${this.settings.apiUrl}/v1/transactions/${id}/credit`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ amount: Math.round(input.amount * 100), currency: input.currency, refno: refnoOf(input.orderUid) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status >= 500) throw new Error(`Datatrans credit failed: HTTP ${response.status}`);
    if (!response.ok) return false;
    const body = (await response.json().catch(() => ({}))) as { transactionId?: string };
    return typeof body.transactionId === 'string' && body.transactionId !== '';
  }
}
