import {
  branchInputSchema,
  catalogEvents,
  categoryInputSchema,
  configInputSchema,
  departmentInputSchema,
  divisionInputSchema,
  donateeInputSchema,
  menuInputSchema,
  productInputSchema,
  tableInputSchema,
  tagInputSchema,
} from '@asp/contracts';
import { insertResourceRecord, seedOnce, type ServiceContext, type Trx } from '@asp/server-kit';
import { saveConfig } from '../config-store';
import { issueMissingOrderScreenKeys } from '../order-screen-keys';
import { saveProductStock } from '../product-stock';
import { TABLES } from '../tables';
import { demoBranches } from './branches';
import { DEMO_CATEGORIES, type CategoryKey } from './categories';
import { demoCategoryImage, demoProductImages } from './demo-images';
import { demoConfig } from './config';
import { demoConfigurableProducts, type AddonProduct, type ConfigurableProductKey } from './configurable-products';
import { DEMO_DIVISION, DEMO_DONATEES, DEMO_TABLE_DESCRIPTIONS, DEMO_TABLE_IDENTIFIERS, DEMO_TAGS, demoDepartments } from './extras';
import { demoMenus } from './menus';
import { DEMO_PRODUCTS, type PlainProductKey } from './products';

/** Any constant: serialises concurrent seeders of the same database (several instances starting). */
const SEED_LOCK = 3_002_001;

/**
 * Demo data of the butcher shop (DESIGN.md §10): runs only when the branches table is
 * empty (the service factory calls it only outside production with seeding enabled).
 * One transaction: either the whole shop is there or nothing.
 */
export async function seedDemoData(ctx: ServiceContext): Promise<void> {
  await seedOnce(ctx, { name: 'catalog', lock: SEED_LOCK, tables: [TABLES.branches], seed: seedShop });
}

async function seedShop(trx: Trx): Promise<void> {
  const division = await insertResourceRecord(trx, TABLES.divisions, divisionInputSchema, DEMO_DIVISION, catalogEvents.division);
  const tags = {} as Record<keyof typeof DEMO_TAGS, number>;
  for (const [key, tag] of Object.entries(DEMO_TAGS)) {
    tags[key as keyof typeof DEMO_TAGS] = await insertResourceRecord(trx, TABLES.tags, tagInputSchema, tag, catalogEvents.tag);
  }

  const branches = {} as Record<'konstanz' | 'bodman' | 'eigeltingen' | 'owingen' | 'bambergen', number>;
  for (const branch of demoBranches({ division, tags })) {
    const id = await insertResourceRecord(trx, TABLES.branches, branchInputSchema, branch, catalogEvents.branch, {
      identifier: branch.identifier,
    });
    branches[branch.identifier as keyof typeof branches] = id;
  }
  await issueMissingOrderScreenKeys(trx);

  for (const branch of [branches.konstanz, branches.bodman]) {
    for (const identifier of DEMO_TABLE_IDENTIFIERS) {
      const table = { identifier, branch, description: DEMO_TABLE_DESCRIPTIONS[identifier] ?? '' };
      await insertResourceRecord(trx, TABLES.tables, tableInputSchema, table, catalogEvents.table, { identifier });
    }
  }
  for (const donatee of DEMO_DONATEES) {
    await insertResourceRecord(trx, TABLES.donatees, donateeInputSchema, donatee, catalogEvents.donatee, {
      identifier: donatee.identifier,
    });
  }
  for (const department of demoDepartments(branches)) {
    await insertResourceRecord(trx, TABLES.departments, departmentInputSchema, department, catalogEvents.department);
  }

  const categories = {} as Record<CategoryKey, number>;
  for (const { key, parent, data } of DEMO_CATEGORIES) {
    const input = { ...data, parent: parent ? categories[parent] : null, image: demoCategoryImage(key) };
    categories[key] = await insertResourceRecord(trx, TABLES.categories, categoryInputSchema, input, catalogEvents.category);
  }

  const products = {} as Record<PlainProductKey | ConfigurableProductKey, number>;
  const snapshots = {} as Record<PlainProductKey, AddonProduct>;
  const inCategories = (keys: CategoryKey[]) => keys.map((key) => categories[key]);
  for (const { key, categories: keys, tags: tagKeys = [], data } of DEMO_PRODUCTS) {
    const input = {
      ...data,
      images: demoProductImages(key),
      content: { ...data.content, categories: inCategories(keys) },
      tags: tagKeys.map((tag) => ({ id: tags[tag] })),
    };
    products[key] = await insertResourceRecord(trx, TABLES.products, productInputSchema, input, catalogEvents.product);
    snapshots[key] = { id: products[key], name: data.name, price: data.price, unit: data.unit ?? 'piece' };
  }
  for (const { key, categories: keys, data } of demoConfigurableProducts(snapshots)) {
    const input = { ...data, content: { ...data.content, categories: inCategories(keys) } };
    products[key] = await insertResourceRecord(trx, TABLES.products, productInputSchema, input, catalogEvents.product);
  }

  for (const menu of demoMenus(branches, categories, products)) {
    await insertResourceRecord(trx, TABLES.menus, menuInputSchema, menu, catalogEvents.menu);
  }
  // Stock per branch (issue 13): the Konstanz shop shows Weißwurst 'ausverkauft' and sells 3 kg Spießbraten a day.
  await saveProductStock(trx, products.weisswurst, { branch: branches.konstanz, soldOut: true, dailyQuantity: null });
  await saveProductStock(trx, products.spiessbraten, { branch: branches.konstanz, soldOut: false, dailyQuantity: 3 });
  await saveConfig(trx, configInputSchema.parse(demoConfig(categories.aktionen)));
}
