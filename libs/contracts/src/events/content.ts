import { z } from 'zod';
import { defineEvent, recordChangedPayload, recordDeletedPayload } from './define';
import { uploadRecordSchema } from '../content/upload';

/** JetStream stream of the content service. */
export const CONTENT_STREAM = { name: 'CONTENT', subjects: ['content.>'] };

/**
 * Event catalogue of the content service. For now uploads only (sites, blocks, nodes and
 * navigations follow with the website). An upload is never changed, only created and deleted.
 */
export const contentEvents = {
  upload: {
    created: defineEvent('content.upload.created', 1, recordChangedPayload(uploadRecordSchema)),
    deleted: defineEvent('content.upload.deleted', 1, recordDeletedPayload),
  },
};
export type ContentUploadCreated = z.infer<typeof contentEvents.upload.created.payload>;
