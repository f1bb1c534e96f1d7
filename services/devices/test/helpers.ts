import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { orderSchema, type Order, type PrintReceiptJob } from '@asp/contracts';
import type { ServiceEnv } from '@asp/server-kit';
import { startTestService, testLogger, type ServiceHarness } from '@asp/server-kit/testing';
import { readDevicesOptions, type DevicesOptions } from '../src/config';
import { createDevicesService } from '../src/devices-service';
import { startVirtualPrinter, type VirtualPrinter } from '../src/virtual-printer/virtual-printer';
import { decodeEscPos } from '../src/virtual-printer/escpos-decoder';

export { errorsOf } from '@asp/server-kit/testing';

export interface Harness extends ServiceHarness {
  options: DevicesOptions;
}

/** One devices service per test file, its BullMQ keys under a prefix of its own; short time limits. */
export async function startDevices(env: Partial<ServiceEnv> = {}, overrides: Partial<DevicesOptions> = {}): Promise<Harness> {
  const options: DevicesOptions = {
    ...readDevicesOptions({}),
    queuePrefix: `test-${randomUUID()}`,
    print: { attempts: 3, backoffMs: 200 },
    connectTimeoutMs: 1000,
    statusTimeoutMs: 1000,
    testWaitMs: 5000,
    ...overrides,
  };
  const harness = await startTestService(createDevicesService(options), env);
  return { ...harness, options };
}

/** A free TCP port on 127.0.0.1 nobody listens on (yet). */
export async function freeTcpPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A real TCP listener that decodes what it receives (the virtual printer), collecting texts in memory. */
export async function startListener(port = 0): Promise<VirtualPrinter & { texts: string[] }> {
  const texts: string[] = [];
  const printer = await startVirtualPrinter({
    host: '127.0.0.1',
    port,
    log: testLogger(),
    onReceipt: async ({ text }) => void texts.push(text),
  });
  return Object.assign(printer, { texts });
}

export const decodeText = (bytes: Uint8Array) => decodeEscPos(bytes).text;

export function deviceBody(overrides: Record<string, unknown> = {}) {
  return {
    identifier: `drucker-${randomUUID().slice(0, 8)}`,
    name: 'Bondrucker Theke',
    branch: 1,
    kind: 'receipt-printer',
    connection: { type: 'tcp', host: '127.0.0.1', port: 9100 },
    ...overrides,
  };
}

/** A confirmed pickup order of the Konstanz branch with umlauts, options and a weighed item. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  const item = (name: string, amount: number, unit: string, gross: number, parts: unknown[] = []) => ({
    product: { id: 1, name, unit },
    amount,
    unit,
    parts,
    unitPrice: gross / amount,
    gross,
    net: Math.round((gross / 1.07) * 100) / 100,
    tax: Math.round((gross - gross / 1.07) * 100) / 100,
    taxRate: 7,
    calculationModel: 'fixed',
    isApproximate: false,
    isPriceHidden: false,
  });
  return orderSchema.parse({
    id: 4711,
    uid: 'u1',
    hash: 'h1',
    ticketNumber: 37,
    paymentRedirectUrl: null,
    isDelivery: false,
    isDineIn: false,
    isQuotation: false,
    isPreorder: false,
    tableIdentifier: null,
    paymentMethod: 'cash',
    appointmentDate: '2026-11-28T10:30:00.000Z',
    appointment: '2026-11-28T10:45:00.000Z',
    counterAppointment: null,
    rejectionMessage: null,
    questionnaireRating: null,
    branch: { id: 1 },
    deliveryArea: null,
    items: [
      item('Rinderrouladen', 4, 'piece', 23.96, [{ value: 'Füllung: Speck & Gurke' }, { values: ['dünn geschnitten'] }]),
      item('Leberkäse', 0.5, 'kilogram', 9.45),
      item('Bratwürste grob', 6, 'piece', 10.2, [{ addons: [{ name: 'Senf süß', amount: 1, unit: 'piece' }] }]),
    ],
    totals: {
      net: 40.76,
      tax: 2.85,
      gross: 43.61,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 40.76,
      totalTax: 2.85,
      totalGross: 43.61,
      taxes: { '7': 2.85 },
      isApproximate: false,
      hasHiddenPrices: false,
    },
    currency: 'EUR',
    createdAt: '2026-11-27T16:05:00.000Z',
    updatedAt: '2026-11-27T16:10:00.000Z',
    isConfirmed: true,
    isRejected: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isInDelivery: false,
    isDelivered: false,
    isPaid: false,
    isRefunded: false,
    customer: {
      firstName: 'Jürgen',
      lastName: 'Größmann',
      phone: '+49 7531 12345',
      email: 'j@example.org',
      comment: 'Bitte die Rouladen würzen. Danke schön!',
    },
    donatee: null,
    questionnaire: null,
    payment: null,
    ticketDay: '2026-11-27',
    ...overrides,
  });
}

export function receiptJob(overrides: Partial<PrintReceiptJob> = {}): PrintReceiptJob {
  return {
    order: sampleOrder(),
    branch: { id: 1, name: 'Metzgerei Konstanz', street: 'Hussenstraße 12', zipCode: '78462', city: 'Konstanz', phone: '07531 1234' },
    shopName: 'Landmetzgerei Müller',
    currency: 'EUR',
    ...overrides,
  };
}
