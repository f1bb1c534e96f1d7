import { backofficeImagesTexts } from '@asp/i18n';
import { z } from 'zod';

/** The image form: the alt text and, once a file was uploaded, its upload id (required for a new image). */
export const imageFormSchema = z.object({
  alt: z.string().trim().max(255),
  uploadId: z.number().int().positive().optional(),
});
export const newImageFormSchema = imageFormSchema.extend({
  uploadId: z.number({ error: backofficeImagesTexts.fileRequired }).int().positive(),
});
