import { z } from 'zod';
import { optionalTextSchema, recordIdSchema } from './common';

/**
 * Dine-in table (storefront.md §3: identifier and its branch). The identifier is what
 * the guest sees and the order carries (tableIdentifier); it is unique within its branch,
 * so every branch may have its own 'T1'.
 */
export const tableInputSchema = z.object({
  identifier: z.string().trim().min(1).max(40),
  branch: recordIdSchema,
  /** Optional description for staff, e.g. 'Fenster'. */
  description: optionalTextSchema(),
});

export const tableSchema = tableInputSchema.extend({ id: z.number().int() });
export type Table = z.infer<typeof tableSchema>;
export type TableInput = z.input<typeof tableInputSchema>;

/** GET /api/tables filter parameters: the tables of one branch, words of identifier or description. */
export const tableListQuerySchema = z.object({
  branch: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(120).optional(),
});
export type TableListQuery = z.infer<typeof tableListQuerySchema>;

/**
 * The link a table's QR code opens (issue 13): the branch's shop with the table named in
 * the query. The storefront preselects dine-in and that table (mf-storefront
 * shop/table-link.ts); the back office prints it as a QR code per table.
 */
export const DINE_IN_TABLE_PARAM = 'table';

/** '/shop/konstanz?table=T3' — relative to the shop's origin. */
export function dineInTablePath(branchIdentifier: string, tableIdentifier: string): string {
  return `/shop/${encodeURIComponent(branchIdentifier)}?${DINE_IN_TABLE_PARAM}=${encodeURIComponent(tableIdentifier)}`;
}
