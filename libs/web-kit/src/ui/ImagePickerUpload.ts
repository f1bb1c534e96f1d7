import { IMAGE_FILE_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIZE_LABEL, type Image, type Upload } from '@asp/contracts';
import { fill, resourceError, validationTexts } from '@asp/i18n';
import { apiRequest, errorMessage } from '../api/client';

/** The chosen file as a base64 data URL (the body of POST /api/uploads). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The German message for a file the content service would refuse anyway (type by extension, size), or null. */
export function imageFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_FILE_EXTENSIONS as readonly string[]).includes(extension)) return validationTexts.fileType;
  if (file.size > UPLOAD_MAX_BYTES) return fill(validationTexts.fileTooLarge, { limit: UPLOAD_MAX_SIZE_LABEL });
  return null;
}

export type ImageUploadResult = { ok: true; image: Image } | { ok: false; message: string };

/**
 * A new image from a local file: POST /api/uploads (the file as a data URL), then
 * POST /api/images with the upload's id and the alt text — or PUT /api/images/{id} when
 * `replace` names an image whose file is replaced (its next version). A failure gives
 * the server's first message (type, dimensions, ratio, size) or 'Bild konnte nicht
 * erstellt/aktualisiert werden.' (document 1 §8).
 */
export async function uploadImage(file: File, alt: string, replace?: number): Promise<ImageUploadResult> {
  const problem = imageFileProblem(file);
  if (problem) return { ok: false, message: problem };
  try {
    const upload = await apiRequest<Upload>('POST', '/uploads', { data: await readFileAsDataUrl(file), name: file.name });
    const image =
      replace === undefined
        ? await apiRequest<Image>('POST', '/images', { uploadId: upload.id, alt })
        : await apiRequest<Image>('PUT', `/images/${replace}`, { uploadId: upload.id, alt });
    return { ok: true, image };
  } catch (error) {
    return { ok: false, message: errorMessage(error, resourceError('images', replace === undefined ? 'create' : 'update')) };
  }
}
