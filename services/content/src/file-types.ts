import { uploadFileTypes, type UploadExtension } from '@asp/contracts';

/**
 * Which accepted file type an upload is (storefront.md §5 accept list), and whether its
 * bytes really are one: a renamed program must not become a 'pdf' that others open.
 */
export interface FileType {
  extension: UploadExtension;
  /** The canonical MIME type, which is also what the file is served with. */
  mimeType: string;
}

const isAccepted = (extension: string): extension is UploadExtension => Object.hasOwn(uploadFileTypes, extension);
const canonical = (extension: UploadExtension): FileType => ({ extension, mimeType: uploadFileTypes[extension][0] });
// What browsers put into a data URL when the system knows no type for the file.
const GENERIC = new Set(['', 'application/octet-stream']);

/** 'C:\\fakepath\\Logo.PNG' → 'Logo.PNG'; control characters removed; null when nothing is left. */
export function cleanFileName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned || null;
}

/**
 * The file type from the reported MIME type and the file name. The name's extension
 * wins when it agrees with the MIME type (or the browser reported none), so 'x.jpeg'
 * stays jpeg; an unknown extension or a contradiction is refused (null).
 */
export function resolveFileType(mimeType: string, name: string | null): FileType | null {
  const dot = name?.lastIndexOf('.') ?? -1;
  const nameExtension = name && dot > 0 ? name.slice(dot + 1).toLowerCase() : null;
  if (nameExtension !== null) {
    if (!isAccepted(nameExtension)) return null;
    const known: readonly string[] = uploadFileTypes[nameExtension];
    return GENERIC.has(mimeType) || known.includes(mimeType) ? canonical(nameExtension) : null;
  }
  if (GENERIC.has(mimeType)) return null;
  const extensions = Object.keys(uploadFileTypes) as UploadExtension[];
  // Prefer the type this MIME type is canonical for (application/vnd.ms-excel → xls, not csv).
  const match =
    extensions.find((extension) => uploadFileTypes[extension][0] === mimeType) ??
    extensions.find((extension) => (uploadFileTypes[extension] as readonly string[]).includes(mimeType));
  return match ? canonical(match) : null;
}

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

const ZIP = ['PK\x03\x04', 'PK\x05\x06', 'PK\x07\x08'];
// Compound File Binary (doc, xls, ppt before 2007).
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const TEXT_PROBE = 8192;

/** Text has no NUL bytes (an executable has many near its start); UTF-16 with a BOM is text too. */
function looksLikeText(bytes: Buffer): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  return !bytes.subarray(0, TEXT_PROBE).includes(0);
}

/** Magic-byte check per type; every accepted type has a cheap one. */
export function contentMatches(extension: UploadExtension, bytes: Buffer): boolean {
  switch (extension) {
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a');
    case 'pdf':
      // Readers accept the header anywhere in the first kilobyte.
      return bytes.subarray(0, 1024).includes('%PDF-', 0, 'latin1');
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return ZIP.some((signature) => startsWith(bytes, signature));
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(bytes, OLE);
    case 'webm':
      return startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]);
    case 'mp4':
      return startsWith(bytes, 'ftyp', 4);
    case 'mpeg':
      return startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3]);
    case 'svg':
      return looksLikeText(bytes) && /<svg[\s>]/i.test(bytes.toString('utf8'));
    case 'txt':
    case 'csv':
      return looksLikeText(bytes);
  }
}

/** Shown in the browser (images and PDFs); everything else is downloaded. */
export const showsInline = (extension: string) => ['png', 'jpg', 'jpeg', 'gif', 'svg', 'pdf'].includes(extension);
