import { defineEvent, resourceEvents } from './define';
import { branchSchema } from '../catalog/branch';
import { categorySchema } from '../catalog/category';
import { configSchema } from '../catalog/config';
import { orderScreenKeyChangedPayload } from '../catalog/order-screen-key';
import { departmentSchema } from '../catalog/department';
import { divisionSchema } from '../catalog/division';
import { donateeSchema } from '../catalog/donatee';
import { menuSchema } from '../catalog/menu';
import { productSchema } from '../catalog/product';
import { productStockChangedPayload } from '../catalog/product-stock';
import { tableSchema } from '../catalog/table';
import { tagSchema } from '../catalog/tag';
import { z } from 'zod';

/** JetStream stream of the catalog service. */
export const CATALOG_STREAM = { name: 'CATALOG', subjects: ['catalog.>'] };

/**
 * Event catalogue of the catalog service: every create, update and delete of a
 * catalogue record (created/updated carry the whole record, deleted its id), and the
 * saved shop configuration.
 */
export const catalogEvents = {
  division: resourceEvents('catalog.division', divisionSchema),
  branch: resourceEvents('catalog.branch', branchSchema),
  department: resourceEvents('catalog.department', departmentSchema),
  menu: resourceEvents('catalog.menu', menuSchema),
  category: resourceEvents('catalog.category', categorySchema),
  tag: resourceEvents('catalog.tag', tagSchema),
  product: resourceEvents('catalog.product', productSchema),
  table: resourceEvents('catalog.table', tableSchema),
  donatee: resourceEvents('catalog.donatee', donateeSchema),
  config: { updated: defineEvent('catalog.config.updated', 1, z.object({ data: configSchema })) },
  /** A branch's order-screen API key was created or rotated; carries its SHA-256 only (never the key). */
  orderScreenKey: { changed: defineEvent('catalog.order-screen-key.changed', 1, orderScreenKeyChangedPayload) },
  /** Stock settings of one product at one branch (sold out, daily quantity) were saved (issue 13). */
  productStock: { changed: defineEvent('catalog.product-stock.changed', 1, productStockChangedPayload) },
};
