import { z } from 'zod';
import { ORDERS_STREAM, orderEvents, orderUploadSchema } from '@asp/contracts';
import { on, type ConsumerDefinition } from '@asp/server-kit';
import { addUploadReference } from './upload-store';
import type { ContentTrx } from './tables';

/**
 * What this consumer reads of an `orders.order.placed` event: the order id and the upload
 * entries in its items' parts (storefront.md §3 "Upload entry"). Only these fields are
 * checked, so an order field this service does not use can change without breaking it.
 */
const placedOrderSchema = z.object({
  id: z.number().int(),
  data: z
    .object({
      items: z.array(z.object({ parts: z.array(z.object({ files: z.array(orderUploadSchema).nullable().optional() }).loose()) }).loose()),
    })
    .loose(),
});

/** The upload entries of an order that can name an upload: a numeric id and a public hash. */
export function uploadsOfOrder(payload: unknown): { orderId: number; uploads: Array<{ id: number; publicHash: string }> } {
  const order = placedOrderSchema.parse(payload);
  const uploads = order.data.items
    .flatMap((item) => item.parts.flatMap((part) => part.files ?? []))
    .flatMap((file) => {
      const id = typeof file.id === 'number' ? file.id : /^\d{1,15}$/.test(file.id) ? Number(file.id) : null;
      return id !== null && file.publicHash ? [{ id, publicHash: file.publicHash }] : [];
    });
  return { orderId: order.id, uploads };
}

export async function recordUploadReferences(trx: ContentTrx, payload: unknown): Promise<void> {
  const { orderId, uploads } = uploadsOfOrder(payload);
  for (const upload of uploads) await addUploadReference(trx, orderId, upload);
}

/**
 * Durable consumer of the ORDERS stream: a placed order marks the uploads it uses as
 * referenced, so the clean-up keeps them. Starts at the stream's beginning, so a fresh
 * content database learns the references of every order placed so far. Placing is the
 * only event that adds files to an order; later events change its status only.
 */
export const uploadReferencesConsumer: ConsumerDefinition = {
  stream: ORDERS_STREAM.name,
  durable: 'content-upload-references',
  handlers: [on(orderEvents.placed, (order, trx) => recordUploadReferences(trx, order), { reads: placedOrderSchema })],
};
