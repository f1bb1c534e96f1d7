import { UPLOAD_MAX_BYTES, type OrderUpload, type Upload, type UploadCreateBody } from '@asp/contracts';
import { isAcceptedFile, uploadErrorMessage, type PartType } from '@asp/domain';
import { apiRequest } from '@asp/web-kit';

/** The chosen file as a base64 data URL (storefront.md §7 "uploads create": data-URL in field data). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export type UploadResult = { ok: true; upload: OrderUpload } | { ok: false; message: string };

/**
 * Uploads one file of a file or image step through the content service
 * (`POST /api/uploads` with `{ data, name }`). A file the step does not accept, one that
 * is too large, or any failure of the call gives the spec's message (storefront.md §8):
 * 'Die ausgewählte Datei "{filename}" kann nicht verarbeitet werden. …'. The entry keeps
 * the file's name.
 */
export async function uploadFile(file: File, type: PartType): Promise<UploadResult> {
  const failed = { ok: false as const, message: uploadErrorMessage(file.name) };
  if (!isAcceptedFile(file.name, type) || file.size > UPLOAD_MAX_BYTES) return failed;
  try {
    const body: UploadCreateBody = { data: await readAsDataUrl(file), name: file.name };
    const upload = await apiRequest<Upload>('POST', '/uploads', body);
    // The answer names no file: the chosen name is kept with the entry, for the step and the cart.
    return { ok: true, upload: { ...upload, name: file.name } };
  } catch {
    return failed;
  }
}
