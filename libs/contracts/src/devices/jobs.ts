import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';
import { orderSchema } from '../orders/order';

/** What a receipt prints about the shop and the branch (the orders service knows both from its catalogue replica). */
export const printBranchSchema = z.object({
  id: recordIdSchema,
  name: z.string().max(255),
  street: z.string().max(255).default(''),
  zipCode: z.string().max(20).default(''),
  city: z.string().max(255).default(''),
  phone: z.string().max(40).default(''),
});
export type PrintBranch = z.infer<typeof printBranchSchema>;

/** Label layout of the shop configuration (document 1 §9: 1 row and 1 column by default). */
export const labelLayoutSchema = z.object({
  rows: z.number().int().min(1).max(50).default(1),
  columns: z.number().int().min(1).max(50).default(1),
});
export type LabelLayout = z.infer<typeof labelLayoutSchema>;

/** `print-receipt`: the order as it is now, printed on the branch's receipt printer (or the named device). */
export const printReceiptJobSchema = z.object({
  order: orderSchema,
  branch: printBranchSchema,
  shopName: z.string().max(255).default(''),
  currency: z.string().default('EUR'),
  /** A particular device; absent: the first receipt printer of the branch. */
  device: recordIdSchema.optional(),
});
export type PrintReceiptJob = z.infer<typeof printReceiptJobSchema>;

/** The two label kinds: compact (ticket, item, amount) or detail (plus customer, time and options). */
export const labelVariantSchema = z.enum(['compact', 'detail']);
export type LabelVariant = z.infer<typeof labelVariantSchema>;

/** `print-labels`: one label per item (compact or detail), laid out rows × columns per page. */
export const printLabelsJobSchema = z.object({
  order: orderSchema,
  branch: printBranchSchema,
  variant: labelVariantSchema,
  layout: labelLayoutSchema,
  device: recordIdSchema.optional(),
});
export type PrintLabelsJob = z.infer<typeof printLabelsJobSchema>;

/** `test-print`: a short test page on one device. */
export const testPrintJobSchema = z.object({ device: recordIdSchema });
export type TestPrintJob = z.infer<typeof testPrintJobSchema>;
