import { CATALOG_STREAM, catalogEvents, signageEvents, type Product } from '@asp/contracts';
import { on, writeEvent, type ConsumerDefinition } from '@asp/server-kit';
import { TABLES, type SignageTables, type SignageTrx } from './tables';

type ProductRow = SignageTables['replica_products'];

/** What a menu board shows of a product, as stored in the replica. */
function productRow(product: Product): Omit<ProductRow, 'net_quantity'> & { net_quantity: string } {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    unit: product.unit,
    pricing: product.pricing,
    net_quantity: JSON.stringify(product.netQuantity),
    is_enabled: product.isEnabled,
    is_price_hidden: product.isPriceHidden,
    categories: product.content.categories,
  };
}

const visible = (
  row: Pick<ProductRow, 'name' | 'price' | 'unit' | 'pricing' | 'is_enabled' | 'is_price_hidden'> & { net_quantity: unknown },
) => JSON.stringify([row.name, Number(row.price), row.unit, row.pricing, row.net_quantity, row.is_enabled, row.is_price_hidden]);

async function boardsChanged(trx: SignageTrx, categories: number[], branch: number | null): Promise<void> {
  const unique = [...new Set(categories)].sort((a, b) => a - b);
  if (unique.length) await writeEvent(trx, signageEvents.menuBoard.changed, { categories: unique, branch });
}

/** Stores a product; announces the boards of its old and new categories when anything they show changed. */
async function storeProduct(trx: SignageTrx, product: Product): Promise<void> {
  const before = await trx.selectFrom(TABLES.replicaProducts).selectAll().where('id', '=', product.id).executeTakeFirst();
  const row = productRow(product);
  await trx
    .insertInto(TABLES.replicaProducts)
    .values(row)
    .onConflict((c) => c.column('id').doUpdateSet(row))
    .execute();
  const oldCategories = (before?.categories ?? []).map(Number);
  const sameCategories = JSON.stringify([...oldCategories].sort()) === JSON.stringify([...row.categories].sort());
  const same = before && sameCategories && visible(before) === visible({ ...row, net_quantity: product.netQuantity });
  if (!same) await boardsChanged(trx, [...oldCategories, ...row.categories], null);
}

async function removeProduct(trx: SignageTrx, id: number): Promise<void> {
  const removed = await trx.deleteFrom(TABLES.replicaProducts).where('id', '=', id).returning('categories').executeTakeFirst();
  await trx.deleteFrom(TABLES.replicaStock).where('product_id', '=', id).execute();
  if (removed) await boardsChanged(trx, removed.categories.map(Number), null);
}

async function storeCategory(trx: SignageTrx, id: number, name: string | null): Promise<void> {
  const before = await trx.selectFrom(TABLES.replicaCategories).select('name').where('id', '=', id).executeTakeFirst();
  if (name === null) await trx.deleteFrom(TABLES.replicaCategories).where('id', '=', id).execute();
  else
    await trx
      .insertInto(TABLES.replicaCategories)
      .values({ id, name })
      .onConflict((c) => c.column('id').doUpdateSet({ name }))
      .execute();
  if ((before?.name ?? null) !== name) await boardsChanged(trx, [id], null);
}

async function storeSoldOut(trx: SignageTrx, product: number, branch: number, soldOut: boolean): Promise<void> {
  const before = await trx
    .selectFrom(TABLES.replicaStock)
    .select('sold_out')
    .where('product_id', '=', product)
    .where('branch_id', '=', branch)
    .executeTakeFirst();
  await trx
    .insertInto(TABLES.replicaStock)
    .values({ product_id: product, branch_id: branch, sold_out: soldOut })
    .onConflict((c) => c.columns(['product_id', 'branch_id']).doUpdateSet({ sold_out: soldOut }))
    .execute();
  if ((before?.sold_out ?? false) === soldOut) return;
  const row = await trx.selectFrom(TABLES.replicaProducts).select('categories').where('id', '=', product).executeTakeFirst();
  if (row) await boardsChanged(trx, row.categories.map(Number), branch);
}

/**
 * The catalogue replica of menu boards (issue 16): a durable consumer of the CATALOG
 * stream from its beginning (a fresh database catches up on its own) that keeps products
 * (name, price, unit, categories, enabled), category names and the sold-out mark per
 * branch. When a change alters what a board shows it writes `signage.menu-board.changed`
 * in the same transaction; every instance's LivePush then sends the new boards to the
 * TVs showing those categories. Other catalogue events are acknowledged without effect.
 */
export function catalogReplicaConsumer(durable: string): ConsumerDefinition {
  return {
    stream: CATALOG_STREAM.name,
    durable,
    handlers: [
      on(catalogEvents.product.created, (payload, trx) => storeProduct(trx, payload.data)),
      on(catalogEvents.product.updated, (payload, trx) => storeProduct(trx, payload.data)),
      on(catalogEvents.product.deleted, (payload, trx) => removeProduct(trx, payload.id)),
      on(catalogEvents.category.created, (payload, trx) => storeCategory(trx, payload.id, payload.data.name)),
      on(catalogEvents.category.updated, (payload, trx) => storeCategory(trx, payload.id, payload.data.name)),
      on(catalogEvents.category.deleted, (payload, trx) => storeCategory(trx, payload.id, null)),
      on(catalogEvents.productStock.changed, (payload, trx) => storeSoldOut(trx, payload.product, payload.branch, payload.soldOut)),
    ],
  };
}
