import { randomBytes, randomUUID } from 'node:crypto';
import { orderCreateBodySchema, type Order, type OrderCreateBody, type OrderItem } from '@asp/contracts';
import { roundMoney } from '@asp/domain';
import type { ServiceContext } from '@asp/server-kit';
import type { OrderActor } from './order-history';
import { insertOrder, nextOrderId, updateOrder } from './order-store';
import { transition, type OrderAction } from './order-state-machine';
import { TABLES, type OrdersDb, type OrdersTrx } from './tables';
import { nextTicketNumber, ticketDayOf } from './ticket-numbers';

/**
 * Demo orders for the back office (issue 12): a few open, confirmed and completed orders
 * across the seeded branches (1 Konstanz, 2 Bodman, 3 Eigeltingen) at times around the
 * service's start, one missed and one rejected, each with its history. Seeded only into
 * an empty orders table and only with demo data on (never in production). Items are
 * snapshots like real orders; the product id is the replica's when it already knows the name.
 */
const MINUTE = 60_000;
const STAFF: OrderActor = { id: 1, name: 'admin' };

interface DemoLine {
  name: string;
  amount: number;
  unit: 'piece' | 'kilogram';
  unitPrice: number;
  taxRate: number;
}
interface DemoOrder {
  branch: number;
  /** Minutes from now: placed, and the desired time (null: as soon as possible). */
  placed: number;
  appointment: number | null;
  customer: Partial<OrderCreateBody>;
  lines: DemoLine[];
  type?: 'delivery' | 'dineIn';
  steps: OrderAction['type'][];
  reason?: string;
}

const wurst = (amount: number): DemoLine => ({ name: 'Bratwurst', amount, unit: 'piece', unitPrice: 1.6, taxRate: 7 });
const hack = (kg: number): DemoLine => ({ name: 'Rinderhackfleisch', amount: kg, unit: 'kilogram', unitPrice: 12.9, taxRate: 7 });
const steak = (kg: number): DemoLine => ({ name: 'Rumpsteak', amount: kg, unit: 'kilogram', unitPrice: 34.9, taxRate: 7 });
const lunch: DemoLine = { name: 'Mittagstisch: Tagesessen', amount: 1, unit: 'piece', unitPrice: 9.5, taxRate: 19 };

const DEMO_ORDERS: DemoOrder[] = [
  {
    branch: 1,
    placed: -25,
    appointment: 35,
    customer: {
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '+49 7531 123456',
      email: 'maria.huber@example.com',
      comment: 'Bitte in zwei Tüten.',
    },
    lines: [wurst(6), hack(0.5)],
    steps: [],
  },
  {
    branch: 1,
    placed: -5,
    appointment: 15,
    customer: { firstName: 'Jonas', lastName: 'Keller', phone: '+49 7773 987654', email: 'jonas.keller@example.com' },
    lines: [steak(0.8)],
    steps: [],
  },
  {
    branch: 1,
    placed: -12,
    appointment: 20,
    type: 'dineIn',
    customer: { firstName: 'Lena', lastName: 'Wagner', phone: '+49 7531 220033', table: 'T1' },
    lines: [lunch, lunch],
    steps: [],
  },
  {
    branch: 2,
    placed: -15,
    appointment: 60,
    customer: { firstName: 'Peter', lastName: 'Schmid', phone: '+49 7773 445566', email: 'peter.schmid@example.com' },
    lines: [wurst(10)],
    steps: [],
  },
  {
    branch: 1,
    placed: -90,
    appointment: 10,
    customer: { firstName: 'Sabine', lastName: 'Fischer', phone: '+49 7531 778899' },
    lines: [hack(1), wurst(4)],
    steps: ['confirm'],
  },
  {
    branch: 2,
    placed: -70,
    appointment: 30,
    customer: { firstName: 'Thomas', lastName: 'Bauer', phone: '+49 7773 112233' },
    lines: [steak(0.4)],
    steps: ['confirm'],
  },
  {
    branch: 1,
    placed: -240,
    appointment: -180,
    customer: { firstName: 'Anna', lastName: 'Wolf', phone: '+49 7531 665544' },
    lines: [wurst(8)],
    steps: ['confirm', 'in-delivery', 'completed'],
  },
  {
    branch: 2,
    placed: -200,
    appointment: -150,
    customer: { companyName: 'Gasthaus Seeblick', firstName: 'Jonas', lastName: 'Keller', phone: '+49 7773 987654' },
    lines: [hack(3), wurst(30)],
    steps: ['confirm', 'completed'],
  },
  {
    branch: 3,
    placed: -120,
    appointment: -20,
    customer: { firstName: 'Karl', lastName: 'Ziegler', phone: '+49 7774 998877' },
    lines: [lunch],
    steps: [],
  },
  {
    branch: 1,
    placed: -150,
    appointment: -100,
    customer: { firstName: 'Eva', lastName: 'Braun', phone: '+49 7531 101010' },
    lines: [steak(2)],
    steps: ['reject'],
    reason: 'Rumpsteak ist heute leider ausverkauft.',
  },
];

function itemOf(line: DemoLine, productId: number): OrderItem {
  const gross = roundMoney(line.amount * line.unitPrice);
  const net = roundMoney(gross / (1 + line.taxRate / 100));
  return {
    product: { id: productId, name: line.name, unit: line.unit },
    amount: line.amount,
    unit: line.unit,
    parts: [],
    unitPrice: line.unitPrice,
    gross,
    net,
    tax: roundMoney(gross - net),
    taxRate: line.taxRate,
    calculationModel: line.unit === 'kilogram' ? 'approximate' : 'fixed',
    isApproximate: line.unit === 'kilogram',
    isPriceHidden: false,
  };
}

function totalsOf(items: OrderItem[]): Order['totals'] {
  const sum = (pick: (item: OrderItem) => number | null) => roundMoney(items.reduce((total, item) => total + (pick(item) ?? 0), 0));
  const taxes: Record<string, number> = {};
  for (const item of items) taxes[String(item.taxRate)] = roundMoney((taxes[String(item.taxRate)] ?? 0) + (item.tax ?? 0));
  const [net, tax, gross] = [sum((i) => i.net), sum((i) => i.tax), sum((i) => i.gross)];
  const isApproximate = items.some((item) => item.isApproximate);
  return {
    net,
    tax,
    gross,
    deliveryNet: 0,
    deliveryTax: 0,
    deliveryGross: 0,
    totalNet: net,
    totalTax: tax,
    totalGross: gross,
    taxes,
    isApproximate,
    hasHiddenPrices: false,
  };
}

async function productIds(db: OrdersDb): Promise<Map<string, number>> {
  const rows = await db.selectFrom(TABLES.catalogProducts).select(['id', 'data']).execute();
  return new Map(rows.map((row) => [String((row.data as { name?: unknown }).name), Number(row.id)]));
}

async function placeDemo(trx: OrdersTrx, demo: DemoOrder, now: Date, ids: Map<string, number>): Promise<void> {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const placed = at(demo.placed);
  const parsed = orderCreateBodySchema.parse({
    branch: demo.branch,
    checkoutVariant: 2,
    items: [],
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    ...demo.customer,
  });
  const { branch: _branch, checkoutVariant: _variant, isDelivery: _delivery, isDineIn: _dineIn, items: _items, ...customer } = parsed;
  const items = demo.lines.map((line) => itemOf(line, ids.get(line.name) ?? 0));
  const id = await nextOrderId(trx);
  const ticketDay = ticketDayOf(placed);
  let order: Order = {
    id,
    uid: randomUUID(),
    hash: randomBytes(24).toString('base64url'),
    ticketNumber: await nextTicketNumber(trx, demo.branch, ticketDay),
    ticketDay,
    paymentRedirectUrl: null,
    isConfirmed: false,
    isRejected: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isInDelivery: false,
    isDelivered: false,
    isPaid: false,
    isRefunded: false,
    isDelivery: demo.type === 'delivery',
    isDineIn: demo.type === 'dineIn',
    isQuotation: false,
    isPreorder: false,
    tableIdentifier: demo.type === 'dineIn' ? (demo.customer.table ?? null) : null,
    paymentMethod: 'cash',
    appointmentDate: demo.appointment === null ? null : at(demo.appointment).toISOString(),
    appointment: null,
    counterAppointment: null,
    rejectionMessage: null,
    questionnaireRating: null,
    questionnaire: null,
    branch: { id: demo.branch },
    deliveryArea: null,
    items,
    totals: totalsOf(items),
    currency: 'EUR',
    customer: { ...customer, table: demo.type === 'dineIn' ? (demo.customer.table ?? null) : null },
    donatee: null,
    payment: null,
    createdAt: placed.toISOString(),
    updatedAt: placed.toISOString(),
  };
  await insertOrder(trx, order);
  for (const [index, type] of demo.steps.entries()) {
    const stepAt = at(demo.placed + 5 * (index + 1));
    const action = { type, now: stepAt, message: demo.reason } as OrderAction;
    const result = transition(order, action);
    if (!result.ok || !result.patch) throw new Error(`Demo-Bestellung ${id}: ${type} nicht möglich`);
    order = await updateOrder(trx, order, result.patch, result.event, stepAt, { actor: STAFF, note: demo.reason ?? null });
  }
}

/** The orders service's demo data (service.ts calls it only with demo data on). */
export async function seedDemoOrders(ctx: ServiceContext, now: Date): Promise<void> {
  const db: OrdersDb = ctx.db;
  if (await db.selectFrom(TABLES.orders).select('id').limit(1).executeTakeFirst()) return;
  const ids = await productIds(db);
  await db.transaction().execute(async (trx) => {
    for (const demo of DEMO_ORDERS) await placeDemo(trx, demo, now, ids);
  });
}
