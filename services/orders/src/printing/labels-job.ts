import type { devicesQueues, JobInput, LabelLayout, LabelVariant, Order } from '@asp/contracts';
import { replica } from '../catalog-replica/read';
import type { OrdersDb, OrdersTrx } from '../tables';
import { printBranchOf, receiptJobOptions } from './receipt-job';

export type LabelsJob = JobInput<typeof devicesQueues.print, 'print-labels'>;

/** Labels are printed while the staff wait, like the receipt: the same attempts. */
export const labelsJobOptions = receiptJobOptions;

/**
 * The `print-labels` job for an order as it is now: one label per item in the chosen
 * variant, laid out by the shop configuration's label print rows and columns for that
 * variant (document 1 §9), read from the catalogue replica.
 */
export async function labelsJob(db: OrdersDb | OrdersTrx, order: Order, variant: LabelVariant): Promise<LabelsJob> {
  const [branch, config] = await Promise.all([printBranchOf(db, order), replica.config(db)]);
  const layout: LabelLayout =
    variant === 'compact'
      ? { rows: config.labelCompactRows, columns: config.labelCompactColumns }
      : { rows: config.labelDetailRows, columns: config.labelDetailColumns };
  return { order, branch, variant, layout };
}
