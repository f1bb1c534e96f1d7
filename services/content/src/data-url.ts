/**
 * Reading the `data:<mime>;base64,<payload>` URL the storefront sends
 * (FileReader.readAsDataURL). The size is known from the text before anything is
 * decoded, so an oversized file is refused without allocating it.
 */
export interface DataUrl {
  /** Lower-case media type without parameters; '' when the browser gave none. */
  mimeType: string;
  /** Decoded size in bytes. */
  size: number;
  decode(): Buffer;
}

const HEADER_MAX_LENGTH = 512;
// Strict alphabet: Buffer.from(…, 'base64') would silently skip anything else.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** null: not a base64 data URL (wrong scheme, no base64 marker, broken payload). */
export function parseDataUrl(text: string): DataUrl | null {
  if (!text.startsWith('data:')) return null;
  const comma = text.indexOf(',');
  if (comma < 0 || comma > HEADER_MAX_LENGTH) return null;
  const [mediaType, ...parameters] = text.slice('data:'.length, comma).split(';');
  if (parameters.at(-1)?.trim().toLowerCase() !== 'base64') return null;
  const payload = text.slice(comma + 1);
  if (!BASE64.test(payload) || payload.length % 4 === 1) return null;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (padding && payload.length % 4 !== 0) return null;
  return {
    mimeType: mediaType.trim().toLowerCase(),
    size: Math.floor((payload.length * 3) / 4) - padding,
    decode: () => Buffer.from(payload, 'base64'),
  };
}
