import { randomUUID } from 'node:crypto';
import {
  branchInputSchema,
  categoryInputSchema,
  configInputSchema,
  donateeInputSchema,
  menuInputSchema,
  productInputSchema,
  tableInputSchema,
  type Branch,
  type BranchInput,
  type Config,
  type ConfigInput,
  type OrderCreateBody,
  type Product,
  type ProductInput,
} from '@asp/contracts';
import { buildService, ROLE_EMPLOYEE, type RunningService, type ServiceEnv } from '@asp/server-kit';
import { signStaffToken, startNatsServer, testServiceEnv, type TestNatsServer } from '@asp/server-kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { applyCatalogEvent } from '../src/catalog-replica/apply-event';
import type { OrdersOptions } from '../src/config';
import { createOrdersService } from '../src/orders-service';

/** Monday 2 June 2025, 10:00 in Berlin: the demo branch is open. */
export const MONDAY_10 = new Date('2025-06-02T10:00:00+02:00');

export interface Harness {
  service: RunningService;
  /** The service's clock; tests move it. */
  clock: { now: Date };
  options: Partial<OrdersOptions>;
  nats: TestNatsServer;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  admin: Record<string, string>;
  employeeOf(...branches: number[]): Record<string, string>;
  catalog: CatalogSeeder;
  /** Subjects of the outbox rows written so far, in order. */
  subjects(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * One orders service per test file, with its own NATS server (JetStream streams and the
 * durable replica consumer are not shared with other test files) and its own BullMQ
 * prefix on the shared Redis. The catalogue replica is filled through the same function
 * the catalog consumer uses.
 */
export async function startOrders(
  overrides: Partial<OrdersOptions> = {},
  /** A test that reads the log passes a stream (and a log level, the default is silent). */
  logging: { logStream?: { write(line: string): void }; env?: Partial<ServiceEnv> } = {},
): Promise<Harness> {
  const nats = await startNatsServer();
  const clock = { now: MONDAY_10 };
  const options: Partial<OrdersOptions> = {
    paymentMode: 'sandbox',
    publicBaseUrl: 'http://localhost:8080',
    webhookBaseUrl: null,
    queuePrefix: `test-${randomUUID()}`,
    reconcile: { firstDelayMs: 60_000, attempts: 3, backoffMs: 50 },
    heartbeatMs: 15_000,
    now: () => clock.now,
    ...overrides,
  };
  const service = await buildService(createOrdersService(options), await testServiceEnv({ natsUrl: nats.url, ...logging.env }), {
    logStream: logging.logStream,
  });
  const call = (request: InjectOptions) => service.app.inject(request);
  return {
    service,
    clock,
    options,
    nats,
    call,
    // The demo admin has the setting show_customer_data (identity's seed); staff without it see no contact data.
    admin: signStaffToken({ showCustomerData: true }).headers,
    employeeOf: (...branches) => signStaffToken({ sub: '2', username: 'verkauf', roles: [ROLE_EMPLOYEE], branches }).headers,
    catalog: new CatalogSeeder(service),
    async subjects() {
      const rows = await service.ctx.db.selectFrom('outbox').select('subject').orderBy('seq').execute();
      return rows.map((row) => String(row.subject));
    },
    async close() {
      await service.close();
      await nats.stop();
    },
  };
}

/** Writes catalogue records into the replica as catalog.* events would. */
export class CatalogSeeder {
  private nextId = 100;
  constructor(private readonly service: RunningService) {}

  async apply(subject: string, payload: unknown): Promise<void> {
    await this.service.ctx.db.transaction().execute((trx) => applyCatalogEvent(trx, { subject, payload }));
  }

  private async record<T>(entity: string, data: Record<string, unknown>): Promise<T & { id: number }> {
    const id = this.nextId++;
    await this.apply(`catalog.${entity}.created`, { id, data: { ...data, id } });
    return { ...data, id } as T & { id: number };
  }

  config = async (input: ConfigInput = {}): Promise<Config> => {
    const data = configInputSchema.parse({ ...shopConfig, ...input });
    await this.apply('catalog.config.updated', { data });
    return data;
  };
  branch = (input: Partial<BranchInput> = {}) => this.record<Branch>('branch', branchInputSchema.parse({ ...openBranch(), ...input }));
  product = (input: ProductInput) => this.record<Product>('product', productInputSchema.parse(input));
  table = (branch: number, identifier: string) => this.record('table', tableInputSchema.parse({ branch, identifier }));
  donatee = (name: string) =>
    this.record('donatee', donateeInputSchema.parse({ name, identifier: name.toLowerCase().replace(/\W+/g, '-') }));
  category = (name: string) => this.record('category', categoryInputSchema.parse({ name }));
  menu = (branches: number[], catalog: Array<{ id: number; products: number[] }>, availableFrom: string | null = null) =>
    this.record('menu', menuInputSchema.parse({ name: `Karte ${this.nextId}`, branches, catalog, availableFrom }));
}

export const shopConfig: ConfigInput = {
  shopName: 'Metzgerei Test',
  enableCash: true,
  enablePluginATMCard: true,
  enableATMCard: true,
  enablePluginMollie: true,
  enableMollie: true,
  enablePluginOrderReviews: true,
};

let identifiers = 0;
/** A branch open every day 08:00–20:00 offering all three order types. */
export const openBranch = (): BranchInput => ({
  identifier: `filiale-${++identifiers}`,
  name: `Filiale ${identifiers}`,
  street: 'Hussenstraße 12',
  zipCode: '78462',
  city: 'Konstanz',
  openingHours: [{ type: 'daily', from: '08:00', to: '20:00' }],
  deliveryHours: [],
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  isTableSelectionEnabled: true,
  isCashEnabled: true,
  isATMCardEnabled: true,
  isMollieEnabled: true,
  isTakeawayPhoneRequired: true,
  isDeliveryPhoneRequired: true,
  isDeliveryAddressRequired: true,
  deliveryAreas: [{ area: '78462 Konstanz', price: 3.9, tax: 19, freeFromOrderValue: 50, minimumOrderValue: 25 }],
});

export interface Shop {
  branch: Branch;
  bratwurst: Product;
  hack: Product;
  platte: Product;
}

/** A configured shop: config, one open branch with tables T1/T2, three products in its menu. */
export async function seedShop(h: Harness, branchInput: Partial<BranchInput> = {}): Promise<Shop> {
  await h.catalog.config();
  const branch = await h.catalog.branch(branchInput);
  const bratwurst = await h.catalog.product({ name: 'Bratwurst', price: 1.6, unit: 'piece', tax: 7 });
  const hack = await h.catalog.product({
    name: 'Rinderhack',
    price: 12.9,
    unit: 'kilogram',
    tax: 7,
    calculationModel: 'approximate',
    minimumQuantity: 0.25,
    quantityStepSize: 0.25,
    maximumQuantity: 10,
    alternativeUnits: [{ unit: 'piece', ratio: 0.25 }],
  });
  const platte = await h.catalog.product({
    name: 'Grillplatte',
    type: 'configurable',
    price: 20,
    unit: 'piece',
    tax: 7,
    config: {
      parts: [
        { type: 'select', name: 'Größe', options: [{ name: 'Normal' }, { name: 'Groß', modifier: 'add', value: 5 }] },
        { type: 'text', name: 'Wunsch', optional: true },
      ],
    },
  });
  const category = await h.catalog.category('Grill');
  await h.catalog.menu([branch.id], [{ id: category.id, products: [bratwurst.id, hack.id, platte.id] }]);
  await h.catalog.table(branch.id, 'T1');
  await h.catalog.table(branch.id, 'T2');
  return { branch, bratwurst, hack, platte };
}

/** A valid takeaway order of two Bratwürste (variant 2: no notification type). */
export const orderBody = (shop: Shop, overrides: Partial<OrderCreateBody> = {}): OrderCreateBody => ({
  branch: shop.branch.id,
  checkoutVariant: 2,
  isDelivery: false,
  isDineIn: false,
  items: [{ product: shop.bratwurst.id, amount: 2, unit: 'piece', parts: [] }],
  firstName: 'Max',
  lastName: 'Muster',
  phone: '+4975311234',
  email: 'max@example.de',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
  ...overrides,
});

export const deliveryAddress = {
  street: 'Marktstätte 5',
  zipCode: '78462',
  city: 'Konstanz',
  country: 'DE',
  deliveryArea: '78462 Konstanz',
};

export const errorsOf = (response: LightMyRequestResponse) => response.json().errors as Array<{ message: string; field?: string }>;

export async function placeOrder(h: Harness, body: OrderCreateBody, headers: Record<string, string> = {}) {
  return h.call({ method: 'POST', url: '/api/orders', payload: body, headers });
}

/** Places an order and fails the test unless it is created; returns the public order. */
export async function createdOrder(h: Harness, body: OrderCreateBody) {
  const response = await placeOrder(h, body);
  if (response.statusCode !== 201) throw new Error(`POST /api/orders: ${response.statusCode} ${response.body}`);
  return response.json().data as import('@asp/contracts').PublicOrder;
}
