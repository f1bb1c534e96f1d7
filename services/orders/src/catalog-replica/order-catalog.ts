import type { Branch, Config, OrderCreateData, Product } from '@asp/contracts';
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
import { replica } from './read';
import type { OrdersTrx } from '../tables';

export interface OrderCatalog {
  branch: Branch;
  config: Config;
  products: Map<number, Product>;
  tableIdentifiers: string[];
}

/**
 * Everything an order needs from the catalogue replica, with the rules the domain's
 * draft validation cannot know: the branch exists and takes orders (enabled, public,
 * orderable from), each product exists, is public and enabled, is offered at this branch
 * now (or at the desired appointment) by its active menu, and is ordered in one of its
 * units and in an amount the quantity rules allow (minimum, maximum, steps); the donation recipient exists. Throws 422 with German field errors.
 */
export async function loadOrderCatalog(trx: OrdersTrx, body: OrderCreateData, now: Date): Promise<OrderCatalog> {
  const branch = await replica.branch(trx, body.branch);
  if (!branch || !isBranchSelectable(branch)) throw unprocessable([{ field: 'branch', message: orderTexts.unknownBranch }]);
  if (branch.orderableFrom && new Date(branch.orderableFrom).getTime() > now.getTime()) {
    const from = new Date(branch.orderableFrom);
    throw unprocessable([
      { field: 'branch', message: fill(orderTexts.notYetOrderable, { date: formatDate(from), time: formatTime(from) }) },
    ]);
  }

  const ids = [...new Set(body.items.map((item) => item.product))];
  const products = new Map((await replica.products(trx, ids)).map((product) => [product.id, product]));
  const errors: ErrorItem[] = [];
  const offered = await offeredProductIds(
    trx,
    branch,
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
  if (body.donatee && !(await replica.donateeExists(trx, body.donatee)))
    errors.push({ field: 'donatee', message: orderTexts.unknownDonatee });
  if (errors.length) throw unprocessable(errors);

  const tables = await replica.tablesOfBranch(trx, branch.id);
  return { branch, config: await replica.config(trx), products, tableIdentifiers: tables.map((table) => table.identifier) };
}

/** A unit of the product's own type, or of one of its alternative units' types. */
function isOrderableUnit(product: Product, unit: string): boolean {
  if (!isUnitCode(unit)) return false;
  return [product.unit, ...product.alternativeUnits.map((alt) => alt.unit)].some((own) => own === unit || isSameUnitType(own, unit));
}

/**
 * Ids of the given products that the branch's active menu offers as available at one of
 * the instants; null when the branch has no menu at all (then the products' own flags
 * decide, as before menus were introduced).
 */
async function offeredProductIds(
  trx: OrdersTrx,
  branch: Branch,
  products: Product[],
  instants: Array<Date | null>,
): Promise<Set<number> | null> {
  const menus = await replica.menus(trx);
  if (!menus.some((menu) => menu.branches.includes(branch.id))) return null;
  const categories = await replica.categories(trx);
  const ids = new Set<number>();
  for (const at of instants) {
    if (!at || Number.isNaN(at.getTime())) continue;
    const menu = activeMenu(menus, branch.id, at);
    const catalog = visibleCatalog({ menu, categories, products, now: at });
    for (const product of activeProducts(catalog)) ids.add(Number(product.id));
  }
  return ids;
}
