import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DatatransProvider } from '../src/payments/datatrans';
import { createPaymentRegistry } from '../src/payments/registry';
import { readOrdersOptions } from '../src/config';

/**
 * The two real adapters against a local HTTP stand-in of each provider's documented API:
 * what they send (paths, auth, amounts, URLs) and how they read the answers. The real
 * Mollie client library makes the calls.
 */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let server: Server;
let tlsServer: Server;
/** The Datatrans stand-in (plain HTTP) and the Mollie stand-in (HTTPS: the Mollie client refuses anything else). */
let base: string;
let tlsBase: string;
const requests: Recorded[] = [];
let respond: (req: Recorded) => { status: number; body: unknown } = () => ({ status: 404, body: {} });

const listener: RequestListener = (req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const recorded = { method: req.method!, url: req.url!, headers: req.headers, body };
    requests.push(recorded);
    const answer = respond(recorded);
    res.writeHead(answer.status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(answer.body));
  });
};
const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.address() as AddressInfo).port;
};

beforeAll(async () => {
  // A throw-away self-signed certificate for the local Mollie stand-in.
  const dir = mkdtempSync(path.join(tmpdir(), 'mollie-stand-in-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  tlsServer = createHttpsServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, listener);
  rmSync(dir, { recursive: true, force: true });
  server = createServer(listener);
  base = `http://127.0.0.1:${await listen(server)}`;
  tlsBase = `https://127.0.0.1:${await listen(tlsServer)}`;
});
afterAll(async () => {
  await Promise.all([server, tlsServer].map((s) => new Promise((resolve) => s.close(resolve))));
});
beforeEach(() => {
  requests.length = 0;
});

const input = {
  orderId: 5,
  orderUid: '6f1c2d3e-0000-4000-8000-000000000001',
  amount: 29.7,
  currency: 'EUR',
  description: 'Bestellung 6f1c2d3e',
  redirectUrl: 'https://shop.example/api/orders/payments/return/u/h',
  webhookUrl: 'https://shop.example/api/orders/payments/mollie/webhook',
};

describe('Mollie adapter (@mollie/api-client)', () => {
  const molliePayment = (id: string, status: string, extra: object = {}) => ({
    resource: 'payment',
    id,
    mode: 'test',
    status,
    amount: { value: '29.70', currency: 'EUR' },
    description: input.description,
    createdAt: '2025-06-02T08:00:00+00:00',
    redirectUrl: input.redirectUrl,
    metadata: { orderId: 5 },
    _links: {
      self: { href: `${tlsBase}/v2/payments/${id}`, type: 'application/hal+json' },
      checkout: { href: 'https://www.mollie.com/checkout/select-method/WDqYK6vllg', type: 'text/html' },
    },
    ...extra,
  });

  test('creates payments with amount, URLs and metadata, and reads every Mollie status', async () => {
    // GET /v2/payments/tr_<status> answers a payment in that status; tr_refunded a paid one with a refund; others 404.
    respond = (req) => {
      if (req.method === 'POST') return { status: 201, body: molliePayment('tr_WDqYK6vllg', 'open') };
      const id = req.url.split('/').pop()!;
      const status = id.slice(3);
      if (status === 'refunded')
        return { status: 200, body: molliePayment(id, 'paid', { amountRefunded: { value: '29.70', currency: 'EUR' } }) };
      if (['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'].includes(status))
        return { status: 200, body: molliePayment(id, status) };
      return { status: 404, body: { status: 404, title: 'Not Found', detail: `No payment exists with token ${id}.` } };
    };
    const ids = [
      'tr_open',
      'tr_pending',
      'tr_authorized',
      'tr_paid',
      'tr_failed',
      'tr_canceled',
      'tr_expired',
      'tr_refunded',
      'tr_unknown',
      '../refunds',
    ];
    const { stdout } = await promisify(execFile)(
      path.join(__dirname, '../../../node_modules/.bin/tsx'),
      [path.join(__dirname, 'support/mollie-probe.ts'), `${tlsBase}/v2/`, JSON.stringify(input), ...ids],
      { env: { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: '0', NODE_NO_WARNINGS: '1' }, timeout: 30_000 },
    );
    const { created, payments } = JSON.parse(stdout);

    expect(created).toEqual({ id: 'tr_WDqYK6vllg', checkoutUrl: 'https://www.mollie.com/checkout/select-method/WDqYK6vllg' });
    const create = requests.find((r) => r.method === 'POST')!;
    expect(create.url).toBe('/v2/payments');
    expect(create.headers.authorization).toBe('Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM');
    expect(JSON.parse(create.body)).toMatchObject({
      amount: { currency: 'EUR', value: '29.70' },
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      metadata: { orderId: 5, orderUid: input.orderUid },
      captureMode: 'manual',
    });

    const statusOf = (id: string) => payments[id] && { status: payments[id].status, refunded: payments[id].refunded };
    expect(statusOf('tr_open')).toEqual({ status: 'open', refunded: false });
    expect(statusOf('tr_pending')).toEqual({ status: 'open', refunded: false });
    expect(statusOf('tr_authorized')).toEqual({ status: 'paid', refunded: false });
    expect(statusOf('tr_paid')).toEqual({ status: 'paid', refunded: false });
    expect(statusOf('tr_failed')).toEqual({ status: 'failed', refunded: false });
    expect(statusOf('tr_canceled')).toEqual({ status: 'canceled', refunded: false });
    expect(statusOf('tr_expired')).toEqual({ status: 'expired', refunded: false });
    expect(statusOf('tr_refunded')).toEqual({ status: 'paid', refunded: true });
    expect(payments.tr_unknown).toBeNull();
    // A malformed id never reaches Mollie.
    expect(payments['../refunds']).toBeNull();
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual(ids.slice(0, 9).map((id) => `/v2/payments/${id}`));
  });
});

describe('Mollie adapter: capture, release, refund (issue 12)', () => {
  const probe = async (id: string, amount: number) => {
    const { stdout } = await promisify(execFile)(
      path.join(__dirname, '../../../node_modules/.bin/tsx'),
      [path.join(__dirname, 'support/mollie-settle-probe.ts'), `${tlsBase}/v2/`, id, String(amount)],
      { env: { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: '0', NODE_NO_WARNINGS: '1' }, timeout: 30_000 },
    );
    return JSON.parse(stdout);
  };

  test('captures and refunds the amount through the payment, releases the authorization; 4xx is a refusal, 5xx unknown', async () => {
    requests.length = 0;
    respond = (req) => {
      if (req.url.endsWith('/captures'))
        return { status: 201, body: { resource: 'capture', id: 'cpt_4qqhO89gsT', amount: { value: '9.39', currency: 'EUR' }, _links: {} } };
      // Mollie answers 202 Accepted without a body.
      if (req.url.endsWith('/release-authorization')) return { status: 202, body: undefined };
      return { status: 201, body: { resource: 'refund', id: 're_4qqhO89gsT', amount: { value: '9.39', currency: 'EUR' }, _links: {} } };
    };
    expect(await probe('tr_WDqYK6vllg', 9.39)).toStrictEqual({ capture: true, release: true, refund: true });
    const [capture, release, refund] = requests;
    expect(capture).toMatchObject({ method: 'POST', url: '/v2/payments/tr_WDqYK6vllg/captures' });
    expect(JSON.parse(capture.body)).toMatchObject({ amount: { currency: 'EUR', value: '9.39' } });
    expect(release).toMatchObject({ method: 'POST', url: '/v2/payments/tr_WDqYK6vllg/release-authorization' });
    expect(refund).toMatchObject({ method: 'POST', url: '/v2/payments/tr_WDqYK6vllg/refunds' });
    expect(JSON.parse(refund.body)).toMatchObject({ amount: { currency: 'EUR', value: '9.39' } });

    respond = () => ({
      status: 422,
      body: { status: 422, title: 'Unprocessable Entity', detail: 'The amount is higher than the authorized amount' },
    });
    expect(await probe('tr_WDqYK6vllg', 99)).toEqual({ capture: false, release: false, refund: false });
    respond = () => ({ status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'down' } });
    const unknown = await probe('tr_WDqYK6vllg', 1);
    expect(unknown.capture).toMatch(/^error/);
    // A malformed id never reaches Mollie.
    requests.length = 0;
    expect(await probe('../refunds', 1)).toEqual({ capture: false, release: false, refund: false });
    expect(requests).toEqual([]);
  });
});

describe('Datatrans adapter (REST API v1)', () => {
  const settings = { merchantId: '1100004624', password: 'geheim', apiUrl: base, payUrl: 'https://pay.sandbox.datatrans.com' };

  test('initialises a transaction in minor units and sends the browser to the payment page', async () => {
    respond = () => ({ status: 201, body: { transactionId: '250602100000123456' } });
    const provider = new DatatransProvider({ ...settings, apiUrl: base });
    const created = await provider.createPayment(input);
    expect(created).toEqual({ id: '250602100000123456', checkoutUrl: 'https://pay.sandbox.datatrans.com/v1/start/250602100000123456' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/transactions' });
    expect(requests[0].headers.authorization).toBe(`Basic ${Buffer.from('1100004624:geheim').toString('base64')}`);
    expect(JSON.parse(requests[0].body)).toEqual({
      currency: 'EUR',
      refno: '6f1c2d3e000040008000',
      amount: 2970,
      autoSettle: false,
      redirect: { successUrl: input.redirectUrl, cancelUrl: input.redirectUrl, errorUrl: input.redirectUrl },
      webhook: { url: input.webhookUrl },
    });
  });

  test.each([
    ['initialized', 'open'],
    ['authenticated', 'open'],
    ['authorized', 'paid'],
    ['settled', 'paid'],
    ['transmitted', 'paid'],
    ['canceled', 'canceled'],
    ['failed', 'failed'],
  ])('Datatrans status %s reads as %s', async (datatrans, ours) => {
    respond = () => ({ status: 200, body: { transactionId: '250602100000123456', status: datatrans } });
    expect(await new DatatransProvider({ ...settings, apiUrl: base }).getPayment('250602100000123456')).toEqual({
      id: '250602100000123456',
      status: ours,
      refunded: false,
    });
    expect(requests[0].url).toBe('/v1/transactions/250602100000123456');
  });

  test('a refund counts only when Datatrans reports a successful credit', async () => {
    const settled = {
      transactionId: '250602100000123456',
      type: 'payment',
      status: 'settled',
      detail: { authorize: { amount: 2970 }, settle: { amount: 2970 } },
    };
    const step = (action: string, success: boolean) => ({ action, amount: 2970, source: 'api', date: '2025-06-02T10:00:00Z', success });
    const provider = new DatatransProvider({ ...settings, apiUrl: base });
    const read = async (body: object) => {
      respond = () => ({ status: 200, body });
      return provider.getPayment('250602100000123456');
    };
    expect(await read({ ...settled, history: [step('init', true), step('authorize', true), step('settle', true)] })).toEqual({
      id: '250602100000123456',
      status: 'paid',
      refunded: false,
    });
    expect(await read({ ...settled, history: [step('authorize', true), step('settle', true), step('credit', true)] })).toEqual({
      id: '250602100000123456',
      status: 'paid',
      refunded: true,
    });
    expect((await read({ ...settled, detail: { ...settled.detail, credit: { amount: 1000 } } }))?.refunded).toBe(true);
    // A credit Datatrans refused is no refund.
    expect((await read({ ...settled, history: [step('settle', true), step('credit', false)] }))?.refunded).toBe(false);
  });

  test('refunds with a credit in minor units and reports it only when Datatrans confirms', async () => {
    const provider = new DatatransProvider({ ...settings, apiUrl: base });
    const refund = { amount: 29.7, currency: 'EUR', orderUid: input.orderUid };
    respond = () => ({ status: 200, body: { transactionId: '250602100000999999', acquirerAuthorizationCode: '100000' } });
    expect(await provider.refund('250602100000123456', refund)).toBe(true);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/transactions/250602100000123456/credit' });
    expect(requests[0].headers.authorization).toBe(`Basic ${Buffer.from('1100004624:geheim').toString('base64')}`);
    expect(JSON.parse(requests[0].body)).toEqual({ amount: 2970, currency: 'EUR', refno: '6f1c2d3e000040008000' });

    respond = () => ({ status: 400, body: { error: { code: 'CREDIT_AMOUNT_TOO_HIGH', message: 'credit amount too high' } } });
    expect(await provider.refund('250602100000123456', refund)).toBe(false);
    respond = () => ({ status: 200, body: {} });
    expect(await provider.refund('250602100000123456', refund)).toBe(false);
    respond = () => ({ status: 503, body: {} });
    await expect(provider.refund('250602100000123456', refund)).rejects.toThrow('HTTP 503');
    // A malformed id never reaches Datatrans.
    requests.length = 0;
    expect(await provider.refund('../aliases', refund)).toBe(false);
    expect(requests).toEqual([]);
  });

  test('settles the final amount and cancels an authorization (204), refusals false, 5xx throws', async () => {
    const provider = new DatatransProvider({ ...settings, apiUrl: base });
    respond = () => ({ status: 204, body: {} });
    expect(await provider.capture('250602100000123456', { amount: 9.39, currency: 'EUR', orderUid: input.orderUid })).toBe(true);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/transactions/250602100000123456/settle' });
    expect(JSON.parse(requests[0].body)).toEqual({ amount: 939, currency: 'EUR', refno: '6f1c2d3e000040008000' });
    expect(await provider.voidAuthorization('250602100000123456', { orderUid: input.orderUid })).toBe(true);
    expect(requests[1]).toMatchObject({ method: 'POST', url: '/v1/transactions/250602100000123456/cancel' });
    expect(JSON.parse(requests[1].body)).toEqual({ refno: '6f1c2d3e000040008000' });

    respond = () => ({ status: 400, body: { error: { code: 'INVALID_TRANSACTION_STATUS' } } });
    expect(await provider.capture('250602100000123456', { amount: 99, currency: 'EUR', orderUid: input.orderUid })).toBe(false);
    respond = () => ({ status: 500, body: {} });
    await expect(provider.voidAuthorization('250602100000123456', { orderUid: input.orderUid })).rejects.toThrow('HTTP 500');
    expect(await provider.capture('../x', { amount: 1, currency: 'EUR', orderUid: input.orderUid })).toBe(false);
  });

  test('unknown and malformed transaction ids are no payment', async () => {
    respond = () => ({ status: 404, body: { error: { code: 'TRANSACTION_NOT_FOUND' } } });
    const provider = new DatatransProvider({ ...settings, apiUrl: base });
    expect(await provider.getPayment('999')).toBeNull();
    expect(await provider.getPayment('sbx_abc')).toBeNull();
  });
});

test('provider selection: sandbox serves both online methods; live mode uses the configured providers only', () => {
  const db = {} as never;
  const sandbox = createPaymentRegistry({ ...readOrdersOptions({}), paymentMode: 'sandbox' }, db);
  expect(sandbox.forMethod('mollie')?.name).toBe('sandbox');
  expect(sandbox.forMethod('datatrans')?.name).toBe('sandbox');
  expect(sandbox.forMethod('cash')).toBeNull();
  expect(sandbox.byName('mollie')).toBeNull();

  const live = createPaymentRegistry(readOrdersOptions({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_x' } as NodeJS.ProcessEnv), db);
  expect(live.sandbox).toBeNull();
  expect(live.forMethod('mollie')?.name).toBe('mollie');
  expect(live.forMethod('datatrans')).toBeNull();
  expect(() => readOrdersOptions({ PAYMENT_PROVIDER: 'paypal' } as NodeJS.ProcessEnv)).toThrow('PAYMENT_PROVIDER');
});
