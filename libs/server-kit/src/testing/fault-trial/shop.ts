import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers as natsHeaders } from '@nats-io/transport-node';
import {
  CATALOG_STREAM,
  branchInputSchema,
  categoryInputSchema,
  configInputSchema,
  menuInputSchema,
  productInputSchema,
  type OrderCreateBody,
} from '@asp/contracts';
import { sql, type Db } from '../../db/database';
import { ensureStream } from '../../events/streams';

export interface TrialShop {
  branch: number;
  product: number;
  /** How many catalog events make up the shop (the replica has them all once it handled this many). */
  events: number;
}

/**
 * A shop for the orders service without running the catalog service: the catalog.*
 * events catalog would publish (config, one branch open all day, one product in a menu),
 * published straight to the CATALOG stream, which the orders replica consumer reads.
 * Message ids are fixed, so seeding the same NATS twice publishes nothing twice.
 */
export async function publishTrialShop(natsUrl: string): Promise<TrialShop> {
  const nats = await connect({ servers: natsUrl });
  try {
    await ensureStream(await jetstreamManager(nats), CATALOG_STREAM);
    const js = jetstream(nats);
    const publish = async (subject: string, payload: unknown) => {
      const h = natsHeaders();
      h.set('Nats-Msg-Id', `fault-trial-${subject}`);
      const event = { id: randomUUID(), subject, version: 1, occurredAt: new Date().toISOString(), payload };
      await js.publish(subject, JSON.stringify(event), { headers: h });
    };
    const [branch, product, category] = [9001, 9002, 9003];
    await publish('catalog.config.updated', { data: configInputSchema.parse({ shopName: 'Metzgerei Fehlertest', enableCash: true }) });
    const branchData = branchInputSchema.parse({
      identifier: 'fehlertest',
      name: 'Fehlertest',
      street: 'Hussenstraße 12',
      zipCode: '78462',
      city: 'Konstanz',
      openingHours: [{ type: 'daily', from: '00:00', to: '23:59' }],
      deliveryHours: [],
      isTakeawayEnabled: true,
      isCashEnabled: true,
      isTakeawayPhoneRequired: false,
    });
    await publish('catalog.branch.created', { id: branch, data: { ...branchData, id: branch } });
    const productData = productInputSchema.parse({ name: 'Bratwurst', price: 1.6, unit: 'piece', tax: 7 });
    await publish('catalog.product.created', { id: product, data: { ...productData, id: product } });
    await publish('catalog.category.created', { id: category, data: { ...categoryInputSchema.parse({ name: 'Grill' }), id: category } });
    const menu = menuInputSchema.parse({
      name: 'Karte',
      branches: [branch],
      catalog: [{ id: category, products: [product] }],
      availableFrom: null,
    });
    await publish('catalog.menu.created', { id: 9004, data: { ...menu, id: 9004 } });
    return { branch, product, events: 5 };
  } finally {
    await nats.close();
  }
}

/** A cash takeaway order of two Bratwürste. */
export const trialOrderBody = (shop: TrialShop, index: number): OrderCreateBody => ({
  branch: shop.branch,
  checkoutVariant: 2,
  isDelivery: false,
  isDineIn: false,
  items: [{ product: shop.product, amount: 2, unit: 'piece', parts: [] }],
  firstName: 'Max',
  lastName: `Fehlertest ${index}`,
  phone: '+4975311234',
  email: 'max@example.de',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
});

/** True once the orders service's catalogue replica consumer has handled every shop event. */
export async function shopReplicated(ordersDb: Db, shop: TrialShop): Promise<boolean> {
  const result = await sql<{ n: string }>`select count(*) as n from processed_events where consumer = 'orders-catalog-replica'`.execute(
    ordersDb,
  );
  return Number(result.rows[0].n) >= shop.events;
}
