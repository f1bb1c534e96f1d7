/**
 * Reading the `data:<mime>;base64,<payload>` URL the storefront sends
 * (FileReader.readAsDataURL), piece by piece as the body arrives: each piece of base64
 * text is decoded at once and kept as bytes, so a 10 MB file is held once — neither the
 * 13 MB of text nor a second, joined copy of the bytes (the pieces go to disk as they are).
 * Memory follows what really arrived, not what Content-Length promised. Past `maxBytes`
 * nothing more is kept, only counted, so an oversized file is refused without holding it.
 */
export interface DataUrl {
  /** Lower-case media type without parameters; '' when the browser gave none. */
  mimeType: string;
  /** Decoded size in bytes. */
  size: number;
  /** The bytes in the pieces they arrived in; null when the file is larger than the decoder's `maxBytes`. */
  chunks: Buffer[] | null;
}

/** The first `length` bytes (or all, when fewer), for checks that only look at the start. */
export function headOf(chunks: readonly Buffer[], length: number): Buffer {
  const head: Buffer[] = [];
  let total = 0;
  for (const chunk of chunks) {
    if (total >= length) break;
    head.push(chunk);
    total += chunk.length;
  }
  return Buffer.concat(head).subarray(0, length);
}

const HEADER_MAX_LENGTH = 512;
// Strict alphabet: Buffer's base64 decoding would silently skip anything else.
const BASE64 = /^[A-Za-z0-9+/]*$/;
const PADDING = /^=*$/;

/** 'data:Image/PNG;name=x.png;base64' → 'image/png'; null: not a base64 data URL header. */
function mimeTypeOf(header: string): string | null {
  if (!header.startsWith('data:')) return null;
  const [mediaType, ...parameters] = header.slice('data:'.length).split(';');
  if (parameters.at(-1)?.trim().toLowerCase() !== 'base64') return null;
  return mediaType.trim().toLowerCase();
}

export class DataUrlDecoder {
  /** The text before the comma (at most HEADER_MAX_LENGTH characters are kept). */
  header = '';
  private mimeType: string | null = null;
  private inPayload = false;
  private broken = false;
  private payloadLength = 0;
  private padding = 0;
  // Fewer than four base64 characters waiting for the rest of their group.
  private carry = '';
  private chunks: Buffer[] = [];
  private length = 0;
  private overflow = false;

  constructor(private readonly maxBytes: number) {}

  push(text: string): void {
    if (this.broken) return;
    let rest = text;
    if (!this.inPayload) {
      const comma = rest.indexOf(',');
      this.header += comma < 0 ? rest : rest.slice(0, comma);
      if (this.header.length > HEADER_MAX_LENGTH) {
        this.header = this.header.slice(0, HEADER_MAX_LENGTH + 1);
        this.broken = true;
        return;
      }
      if (comma < 0) return;
      this.inPayload = true;
      this.mimeType = mimeTypeOf(this.header);
      if (this.mimeType === null) {
        this.broken = true;
        return;
      }
      rest = rest.slice(comma + 1);
    }
    this.payloadLength += rest.length;
    if (this.padding) {
      this.padding += rest.length;
      if (!PADDING.test(rest) || this.padding > 2) this.broken = true;
      return;
    }
    const equals = rest.indexOf('=');
    const body = equals < 0 ? rest : rest.slice(0, equals);
    if (!BASE64.test(body)) {
      this.broken = true;
      return;
    }
    if (equals >= 0) {
      const padding = rest.slice(equals);
      this.padding = padding.length;
      if (!PADDING.test(padding) || this.padding > 2) {
        this.broken = true;
        return;
      }
    }
    const pending = this.carry + body;
    const whole = pending.length - (pending.length % 4);
    this.write(pending.slice(0, whole));
    this.carry = pending.slice(whole);
  }

  /** The file, or null when the text is not a base64 data URL (wrong scheme, no base64 marker, broken payload). */
  end(): DataUrl | null {
    if (this.broken || !this.inPayload || this.mimeType === null) return null;
    const total = this.payloadLength;
    if (total % 4 === 1 || (this.padding && total % 4 !== 0)) return null;
    this.write(this.carry);
    this.carry = '';
    const size = Math.floor((total * 3) / 4) - this.padding;
    return { mimeType: this.mimeType, size, chunks: this.overflow ? null : this.chunks };
  }

  private write(base64: string): void {
    if (!base64 || this.overflow) return;
    const bytes = Buffer.from(base64, 'base64');
    this.length += bytes.length;
    if (this.length > this.maxBytes) {
      // Too large: counted by payloadLength from here on, never kept.
      this.overflow = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(bytes);
  }
}

/** A whole data URL at once (tests and small inputs); null: not a base64 data URL. */
export function parseDataUrl(text: string, maxBytes = Number.MAX_SAFE_INTEGER): DataUrl | null {
  const decoder = new DataUrlDecoder(maxBytes);
  decoder.push(text);
  return decoder.end();
}
