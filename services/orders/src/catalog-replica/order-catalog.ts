import {
  branchSchema,
  categorySchema,
  defaultConfig,
  menuSchema,
  parseStoredConfig,
  productSchema,
  tableSchema,
  type Branch,
  type Category,
  type Config,
  type Menu,
  type OrderCreateData,
  type Product,
} from '@asp/contracts';
import type { z } from 'zod';
import {
  activeMenu,
  activeProducts,
  getQuantityLimits,
  isBranchSelectable,
  isNormalizedQuantity,
  isSameUnitType,
  isUnitCode,
  visibleCatalog,
} from '@asp/domain';
import { fill, formatDate, formatTime, orderTexts } from '@asp/i18n';
import { unprocessable, type ErrorItem } from '@asp/server-kit';
import { lookUpOrderRows, type OrderLookupRows } from './order-lookup';
import { ParsedRecordMemo } from './parsed-record-memo';
import type { OrdersTrx } from '../tables';

export interface OrderCatalog {
  branch: Branch;
  config: Config;
  products: Map<number, Product>;
  tableIdentifiers: string[];
  /** Stock settings of the ordered products at this branch, read with the rest. */
  stock: OrderLookupRows['stock'];
  /** The new order's id, drawn in the same round trip. */
  orderId: number;
}

// Shared by every order of this process; keyed by the records' text, so never stale.
const records = new ParsedRecordMemo();

/** Replica records through the catalog contracts (later fields get their defaults); unreadable ones are left out. */
function parsed<S extends z.ZodType>(schema: S, kind: string, texts: string[]): Array<z.infer<S>> {
  return texts.flatMap((text) => {
    const record = records.parse(schema, kind, text);
    return record === null ? [] : [record];
  });
}

/**
 * Everything an order needs from the catalogue replica, with the rules the domain's
 * draft validation cannot know: the branch exists and takes orders (enabled, public,
 * orderable from), each product exists, is public and enabled, is offered at this branch
 * now (or at the desired appointment) by its active menu, and is ordered in one of its
 * units and in an amount the quantity rules allow (minimum, maximum, steps); the donation recipient exists. Throws 422 with German field errors.
 */
export async function loadOrderCatalog(trx: OrdersTrx, body: OrderCreateData, now: Date): Promise<OrderCatalog> {
  const ids = [...new Set(body.items.map((item) => item.product))];
  // One statement for all of it (order-lookup.ts), parsed the way the replica readers do.
  const rows = await lookUpOrderRows(trx, { branch: body.branch, products: ids, donatee: body.donatee ?? null });
  const [branch] = parsed(branchSchema, 'branch', rows.branch === null ? [] : [rows.branch]);
  if (!branch || !isBranchSelectable(branch)) throw unprocessable([{ field: 'branch', message: orderTexts.unknownBranch }]);
  if (branch.orderableFrom && new Date(branch.orderableFrom).getTime() > now.getTime()) {
    const from = new Date(branch.orderableFrom);
    throw unprocessable([
      { field: 'branch', message: fill(orderTexts.notYetOrderable, { date: formatDate(from), time: formatTime(from) }) },
    ]);
  }

  const products = new Map(parsed(productSchema, 'product', rows.products).map((product) => [product.id, product]));
  const errors: ErrorItem[] = [];
  const offered = offeredProductIds(
    branch,
    parsed(menuSchema, 'menu', rows.menus),
    parsed(categorySchema, 'category', rows.categories),
    [...products.values()],
    [now, body.appointmentDate ? new Date(body.appointmentDate) : null],
  );
  body.items.forEach((item, index) => {
    const product = products.get(item.product);
    if (!product || !product.isEnabled || !product.isPublic) {
      errors.push({ field: `items.${index}.product`, message: orderTexts.unknownProduct });
    } else if (offered && !offered.has(product.id)) {
      errors.push({ field: `items.${index}.product`, message: fill(orderTexts.productUnavailable, { name: product.name }) });
    } else if (!isOrderableUnit(product, item.unit)) {
      errors.push({ field: `items.${index}.unit`, message: fill(orderTexts.invalidUnit, { name: product.name }) });
    } else if (!isNormalizedQuantity(item.amount, getQuantityLimits(product, item.unit))) {
      // The quantity input normalises (minimum, maximum, steps); a different amount was not typed in the shop.
      errors.push({ field: `items.${index}.amount`, message: fill(orderTexts.invalidAmount, { name: product.name }) });
    }
  });
  if (body.donatee && !rows.donateeExists) errors.push({ field: 'donatee', message: orderTexts.unknownDonatee });
  if (errors.length) throw unprocessable(errors);

  const tables = parsed(tableSchema, 'table', rows.tables).filter((table) => table.branch === branch.id);
  return {
    branch,
    // A field a newer contract refuses falls back to its default, not the whole configuration.
    config: (rows.config === null ? null : records.read('config', rows.config, parseStoredConfig)) ?? defaultConfig(),
    products,
    tableIdentifiers: tables.map((table) => table.identifier),
    stock: rows.stock,
    orderId: rows.orderId,
  };
}

/** A unit of the product's own type, or of one of its alternative units' types. */
function isOrderableUnit(product: Product, unit: string): boolean {
  if (!isUnitCode(unit)) return false;
  return [product.unit, ...product.alternativeUnits.map((alt) => alt.unit)].some((own) => own === unit || isSameUnitType(own, unit));
}

/**
 * Ids of the given products that the branch's active menu offers as available at one of
 * the instants (`menus` and `categories`: those of this branch, enough for both); null when the branch has no menu at all (then the products' own flags
 * decide, as before menus were introduced).
 */
function offeredProductIds(
  branch: Branch,
  menus: Menu[],
  categories: Category[],
  products: Product[],
  instants: Array<Date | null>,
): Set<number> | null {
  if (!menus.some((menu) => menu.branches.includes(branch.id))) return null;
  const ids = new Set<number>();
  for (const at of instants) {
    if (!at || Number.isNaN(at.getTime())) continue;
    const menu = activeMenu(menus, branch.id, at);
    const catalog = visibleCatalog({ menu, categories, products, now: at });
    for (const product of activeProducts(catalog)) ids.add(Number(product.id));
  }
  return ids;
}
