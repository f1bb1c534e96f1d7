import { z } from 'zod';

/**
 * Uploads (platform-and-backoffice.md §3 'Upload: id, version, extension, mimeType,
 * publicHash'; storefront.md §3 upload entry, §5 Upload, §7 uploads create).
 * A customer's file in the configurator is sent as a data URL and linked afterwards as
 * `/upload/{publicHash}/{id}-{version}.{extension}`.
 */

/** Largest accepted file, decoded (the data URL is about a third longer). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** 'Die maximal zulässige Dateigröße beträgt {limit}.' */
export const UPLOAD_MAX_SIZE_LABEL = '10 MB';
/** Longest data URL the API reads: base64 of UPLOAD_MAX_BYTES plus a generous header. */
export const UPLOAD_DATA_URL_MAX_LENGTH = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 512;

/**
 * The accepted file types (storefront.md §5 Upload default accept list) with their
 * canonical MIME type first and the other MIME types browsers and systems report for them.
 */
export const uploadFileTypes = {
  txt: ['text/plain'],
  csv: ['text/csv', 'text/comma-separated-values', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel'],
  gif: ['image/gif'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  svg: ['image/svg+xml'],
  mp4: ['video/mp4'],
  mpeg: ['video/mpeg'],
  webm: ['video/webm'],
  zip: ['application/zip', 'application/x-zip-compressed', 'application/x-zip'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
} as const satisfies Record<string, readonly string[]>;
export type UploadExtension = keyof typeof uploadFileTypes;
export const uploadExtensions = Object.keys(uploadFileTypes) as UploadExtension[];

/** The `accept` attribute of a file step: '.txt,.csv,…,.pptx'. */
export const UPLOAD_ACCEPT = uploadExtensions.map((extension) => `.${extension}`).join(',');
/** Image steps (storefront.md §5): jpg, jpeg, png, gif. */
export const IMAGE_UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.gif';

/** 128 random bits, base64url without padding. */
export const publicHashSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** What the storefront keeps in a configured item's part (storefront.md §3 upload entry). */
export const uploadSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  extension: z.string(),
  mimeType: z.string(),
  publicHash: publicHashSchema,
});
export type Upload = z.infer<typeof uploadSchema>;

/** The staff view (GET /api/uploads): plus size in bytes, the original file name and when it came. */
export const uploadRecordSchema = uploadSchema.extend({
  size: z.number().int(),
  name: z.string().nullable(),
  createdAt: z.string(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** POST /api/uploads: `data` is the chosen file as a base64 data URL (FileReader.readAsDataURL). */
export const uploadCreateBodySchema = z.object({
  data: z.string().min(1).max(UPLOAD_DATA_URL_MAX_LENGTH),
  /** The file's original name; its extension decides when the browser reports no usable type. */
  name: z.string().trim().max(255).optional(),
});
export type UploadCreateBody = z.infer<typeof uploadCreateBodySchema>;

/** The public link of an upload (storefront.md §3, website.md §2). */
export const uploadUrl = (upload: Pick<Upload, 'id' | 'version' | 'extension' | 'publicHash'>) =>
  `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
