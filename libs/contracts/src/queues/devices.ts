import { defineQueue } from './define';
import { printLabelsJobSchema, printReceiptJobSchema, testPrintJobSchema } from '../devices/jobs';

/**
 * Queue catalogue of the devices service (DESIGN.md §7). Print jobs are produced by the
 * devices service itself (test prints) and by the orders service (`POST /api/orders/{id}/print`),
 * which waits a few seconds for the job's result; the devices service runs the worker.
 */
export const devicesQueues = {
  print: defineQueue('devices.print', {
    'print-receipt': printReceiptJobSchema,
    'print-labels': printLabelsJobSchema,
    'test-print': testPrintJobSchema,
  }),
};
