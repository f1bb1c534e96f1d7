import { z } from 'zod';
import { CATALOG_STREAM, catalogEvents, publicHashSchema } from '@asp/contracts';
import { on, type ConsumerDefinition } from '@asp/server-kit';
import type { ContentTrx } from './tables';

/** The configuration fields that hold an uploaded file (document 1 §3: logo, favicon, og image). */
export const CONFIG_FILE_FIELDS = ['logo', 'favicon', 'ogImage'] as const;

const fileEntry = z.object({ id: z.number().int(), publicHash: publicHashSchema }).loose().nullable().optional().catch(null);
/**
 * What this consumer reads of a `catalog.config.updated` event: only the three file
 * fields, so any other configuration field can change without breaking it.
 */
const configFilesSchema = z.object({
  data: z.object(Object.fromEntries(CONFIG_FILE_FIELDS.map((field) => [field, fileEntry]))).loose(),
});

/**
 * Replaces the configuration's upload references with those of the saved configuration.
 * A reference counts only when id and public hash name the same upload, so a configuration
 * naming a bare id keeps nobody's file alive.
 */
export async function recordConfigUploads(trx: ContentTrx, payload: unknown): Promise<void> {
  const { data } = configFilesSchema.parse(payload);
  await trx.deleteFrom('config_upload_references').execute();
  for (const field of CONFIG_FILE_FIELDS) {
    const file = data[field];
    if (!file) continue;
    await trx
      .insertInto('config_upload_references')
      .columns(['field', 'upload_id'])
      .expression((eb) =>
        eb
          .selectFrom('uploads')
          .select([eb.val(field).as('field'), 'id as upload_id'])
          .where('id', '=', file.id)
          .where('public_hash', '=', file.publicHash),
      )
      .execute();
  }
}

/**
 * Durable consumer of the CATALOG stream: the files the shop configuration uses are
 * referenced, so the hourly clean-up of orphan uploads (maintenance-job.ts) keeps the
 * logo an admin uploaded. Starts at the stream's beginning like the order references.
 */
export const configUploadsConsumer: ConsumerDefinition = {
  stream: CATALOG_STREAM.name,
  durable: 'content-config-uploads',
  handlers: [on(catalogEvents.config.updated, (payload, trx) => recordConfigUploads(trx, payload), { reads: configFilesSchema })],
};
