import { z } from 'zod';

/**
 * Stock per branch (issue 13, ours): per product and branch, whether it is sold out and
 * an optional daily quantity in the product's own unit (e.g. 20 Stk., 5000 g) that counts
 * down with orders of the day (Europe/Berlin). The catalog owns these settings
 * (`GET`/`PUT /api/products/{id}/stock`); the orders service counts
 * (`GET /api/orders/stock/{branchId}`).
 */
export const productStockSchema = z.object({
  product: z.number().int(),
  branch: z.number().int(),
  soldOut: z.boolean(),
  /** In the product's unit; null = no daily limit. */
  dailyQuantity: z.number().positive().nullable(),
});
export type ProductStock = z.infer<typeof productStockSchema>;

/** `PUT /api/products/{id}/stock`: the settings of one branch (messages come from the catalog's validation texts). */
export const productStockBodySchema = z.object({
  branch: z.number().int().positive(),
  soldOut: z.boolean(),
  dailyQuantity: z.number().positive().max(1_000_000).nullable(),
});
export type ProductStockBody = z.infer<typeof productStockBodySchema>;

/** `catalog.product-stock.changed`: the settings of one product at one branch as saved. */
export const productStockChangedPayload = productStockSchema;

/** One product's stock at a branch today, as the shop sees it. */
export const branchStockItemSchema = z.object({
  product: z.number().int(),
  soldOut: z.boolean(),
  /** Left today in the product's unit; null = no daily limit. */
  remaining: z.number().nullable(),
});
export type BranchStockItem = z.infer<typeof branchStockItemSchema>;

/** `GET /api/orders/stock/{branchId}`: only products with a setting are listed (the rest are unlimited). */
export const branchStockSchema = z.object({ branch: z.number().int(), products: z.array(branchStockItemSchema) });
export type BranchStock = z.infer<typeof branchStockSchema>;

/** `orders.stock.changed`: a product's stock at a branch changed (order placed or given back, settings saved). */
export const stockChangedPayload = branchStockItemSchema.extend({ branch: z.number().int() });
