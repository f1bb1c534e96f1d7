import type { devicesQueues, JobInput, Order, PrintBranch } from '@asp/contracts';
import { replica } from '../catalog-replica/read';
import type { OrdersDb, OrdersTrx } from '../tables';

export type ReceiptJob = JobInput<typeof devicesQueues.print, 'print-receipt'>;

/** Attempts of a receipt print (0.5 s, then 1 s apart): the counter wants it now or a clear failure. */
export const receiptJobOptions = { attempts: 3, backoff: { type: 'exponential', delay: 500 } };

/** What a print job says about the order's branch, from the catalogue replica. */
export async function printBranchOf(db: OrdersDb | OrdersTrx, order: Order): Promise<PrintBranch> {
  const branch = await replica.branch(db, order.branch.id);
  return {
    id: order.branch.id,
    name: branch?.name ?? '',
    street: branch?.street ?? '',
    zipCode: branch?.zipCode ?? '',
    city: branch?.city ?? '',
    phone: branch?.phone ?? '',
  };
}

/**
 * The `print-receipt` job of the devices service's queue for an order as it is now: the
 * branch's address and the shop's name come from the catalogue replica, so the devices
 * service needs nothing else to render the receipt.
 */
export async function receiptJob(db: OrdersDb | OrdersTrx, order: Order): Promise<ReceiptJob> {
  const [branch, config] = await Promise.all([printBranchOf(db, order), replica.config(db)]);
  return { order, branch, shopName: config.shopName || config.businessName, currency: order.currency };
}
