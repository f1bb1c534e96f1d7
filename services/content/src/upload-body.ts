/**
 * Reads the body of POST /api/uploads — `{"data":"data:<mime>;base64,<payload>","name":"…"}` —
 * as it arrives (issue 10). The base64 text is decoded chunk by chunk, so the service holds
 * the file once, decoded, and never the 13 MB text, its copy as a string and its parsed
 * copy besides (what buffering the body and JSON.parse would cost, per upload).
 * Other fields are small JSON values and are parsed as usual.
 */

/** The decoded file of a streamed `data` field, or why it could not be read. */
export type StreamedFile =
  | { state: 'ok'; mimeType: string; bytes: Buffer }
  | { state: 'unreadable' }
  | { state: 'tooLarge' };

export interface ParsedUploadBody {
  /** What the schema sees: other fields as sent; `data` as its data-URL header only (the payload went to `file`). */
  body: Record<string, unknown>;
  file: StreamedFile | null;
}

export class UploadBodyError extends Error {
  constructor(readonly statusCode: 400 | 413) {
    super(statusCode === 413 ? 'upload body too large' : 'upload body is not JSON');
  }
}

const HEADER_MAX_LENGTH = 512;
// Base64 characters decoded at a time; a multiple of 4.
const CHAR_WINDOW = 64 * 1024;
const OTHER_FIELDS_MAX_BYTES = 64 * 1024;
const QUOTE = 0x22;
const EQUALS = 0x3d;
// Strict alphabet: Buffer's base64 decoder would silently skip anything else.
const BASE64_TEXT = /^[A-Za-z0-9+/]*$/;
const BACKSLASH = 0x5c;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

type State = 'start' | 'keyOrEnd' | 'key' | 'colon' | 'value' | 'header' | 'payload' | 'other' | 'afterValue' | 'end';

export class UploadBodyParser {
  private state: State = 'start';
  private key: number[] = [];
  private keyEscaped = false;
  private readonly body: Record<string, unknown> = {};
  private file: StreamedFile | null = null;
  // `data` string: header text, then the payload's base64 characters, gathered in a small
  // window and decoded straight into one buffer (`out`) that holds the file.
  private header: number[] = [];
  private escaped = false;
  private readonly chars = Buffer.alloc(CHAR_WINDOW);
  private charCount = 0;
  private payloadLength = 0;
  private padding = 0;
  private out: Buffer = Buffer.alloc(0);
  private outSize = 0;
  // Any other value: its raw bytes, with enough structure tracking to find its end.
  private other: number[] = [];
  private otherBytes = 0;
  private depth = 0;
  private inString = false;

  /** `expectedBytes`: the decoded size the content-length suggests, to allocate the file once. */
  constructor(private readonly maxFileBytes: number, private readonly expectedBytes = 64 * 1024) {}

  push(chunk: Buffer): void {
    for (let i = 0; i < chunk.length; i++) {
      if (this.state === 'payload' && !this.escaped && !this.padding && this.file?.state === 'ok') {
        // The bulk of the body: everything up to the next quote, backslash or '=' is
        // copied in one go (native searches); decode() checks the alphabet.
        const end = Math.min(...[QUOTE, BACKSLASH, EQUALS].map((byte) => {
          const at = chunk.indexOf(byte, i);
          return at < 0 ? chunk.length : at;
        }));
        if (end > i) {
          this.appendChars(chunk, i, end);
          i = end - 1;
          continue;
        }
      }
      this.step(chunk[i]);
    }
  }

  end(): ParsedUploadBody {
    if (this.state !== 'end') throw new UploadBodyError(400);
    return { body: this.body, file: this.file };
  }

  private step(byte: number): void {
    switch (this.state) {
      case 'start':
        if (isSpace(byte)) return;
        if (byte !== 0x7b) throw new UploadBodyError(400);
        this.state = 'keyOrEnd';
        return;
      case 'keyOrEnd':
        if (isSpace(byte)) return;
        if (byte === 0x7d && Object.keys(this.body).length === 0 && !this.file) return void (this.state = 'end');
        if (byte !== QUOTE) throw new UploadBodyError(400);
        this.key = [];
        this.state = 'key';
        return;
      case 'key':
        if (this.key.length > 256) throw new UploadBodyError(400);
        if (byte === QUOTE && !this.keyEscaped) return void (this.state = 'colon');
        this.keyEscaped = byte === BACKSLASH && !this.keyEscaped;
        this.key.push(byte);
        return;
      case 'colon':
        if (isSpace(byte)) return;
        if (byte !== 0x3a) throw new UploadBodyError(400);
        this.state = 'value';
        return;
      case 'value':
        if (isSpace(byte)) return;
        if (this.keyName() === 'data' && byte === QUOTE) {
          this.header = [];
          this.file = null;
          return void (this.state = 'header');
        }
        this.other = [];
        this.depth = 0;
        this.inString = false;
        this.state = 'other';
        return this.stepOther(byte);
      case 'header':
        return this.stepHeader(byte);
      case 'payload':
        return this.stepPayload(byte);
      case 'other':
        return this.stepOther(byte);
      case 'afterValue':
        if (isSpace(byte)) return;
        if (byte === 0x2c) return void (this.state = 'keyOrEnd');
        if (byte === 0x7d) return void (this.state = 'end');
        throw new UploadBodyError(400);
      case 'end':
        if (!isSpace(byte)) throw new UploadBodyError(400);
    }
  }

  private keyName(): string {
    return JSON.parse(`"${Buffer.from(this.key).toString('utf8')}"`) as string;
  }

  private stepHeader(byte: number): void {
    if (byte === QUOTE && !this.escaped) {
      // A string without a comma is no data URL: the schema sees the text (e.g. '' is blank).
      this.body.data = this.text(this.header);
      this.file = this.header.length ? { state: 'unreadable' } : null;
      return void (this.state = 'afterValue');
    }
    this.escaped = byte === BACKSLASH && !this.escaped;
    if (byte === 0x2c && !this.escaped) {
      const header = this.text(this.header);
      const [mediaType, ...parameters] = header.startsWith('data:') ? header.slice(5).split(';') : [''];
      this.body.data = `${header},`;
      this.file = parameters.at(-1)?.trim().toLowerCase() === 'base64' ? { state: 'ok', mimeType: mediaType.trim().toLowerCase(), bytes: Buffer.alloc(0) } : { state: 'unreadable' };
      this.charCount = 0;
      this.payloadLength = 0;
      this.padding = 0;
      this.outSize = 0;
      this.escaped = false;
      return void (this.state = 'payload');
    }
    if (this.header.length >= HEADER_MAX_LENGTH) {
      // Not a data URL header: read on to the string's end without keeping it.
      this.file = { state: 'unreadable' };
      this.body.data = 'data:';
      return void (this.state = 'payload');
    }
    this.header.push(byte);
  }

  private stepPayload(byte: number): void {
    if (this.escaped) {
      this.escaped = false;
      if (byte === 0x2f) return this.base64(byte); // "\/" (PHP's json_encode writes slashes so)
      this.file = { state: 'unreadable' };
      return;
    }
    if (byte === BACKSLASH) return void (this.escaped = true);
    if (byte === QUOTE) return this.finishPayload();
    if (this.file?.state !== 'ok') return;
    if (byte === EQUALS) {
      this.padding++;
      this.payloadLength++;
      return;
    }
    this.base64(byte);
  }

  private base64(byte: number): void {
    this.appendChars(Buffer.of(byte), 0, 1);
  }

  private appendChars(source: Buffer, from: number, to: number): void {
    if (this.file?.state !== 'ok') return;
    if (this.padding) return void (this.file = { state: 'unreadable' });
    this.payloadLength += to - from;
    while (from < to) {
      const count = Math.min(to - from, CHAR_WINDOW - this.charCount);
      source.copy(this.chars, this.charCount, from, from + count);
      this.charCount += count;
      from += count;
      if (this.charCount === CHAR_WINDOW) this.decode(CHAR_WINDOW);
    }
  }

  /** Decodes the first `count` gathered characters (a multiple of 4, or the rest at the end) into `out`. */
  private decode(count: number): void {
    if (this.file?.state !== 'ok' || count === 0) return;
    const needed = this.outSize + Math.ceil((count * 3) / 4);
    if (needed > this.maxFileBytes + 2) {
      this.file = { state: 'tooLarge' };
      this.out = Buffer.alloc(0);
      return;
    }
    if (needed > this.out.length) {
      // Usually allocated once from the content-length; a chunked body grows it by doubling.
      const grown = Buffer.allocUnsafe(Math.min(this.maxFileBytes + 2, Math.max(needed, this.expectedBytes, this.out.length * 2)));
      this.out.copy(grown, 0, 0, this.outSize);
      this.out = grown;
    }
    const text = this.chars.toString('latin1', 0, count);
    if (!BASE64_TEXT.test(text)) {
      this.file = { state: 'unreadable' };
      this.out = Buffer.alloc(0);
      return;
    }
    this.outSize += this.out.write(text, this.outSize, 'base64');
    this.chars.copy(this.chars, 0, count, this.charCount);
    this.charCount -= count;
    if (this.outSize > this.maxFileBytes) {
      this.file = { state: 'tooLarge' };
      this.out = Buffer.alloc(0);
    }
  }

  private finishPayload(): void {
    this.state = 'afterValue';
    if (this.file?.state !== 'ok') return;
    if (this.padding > 2 || this.payloadLength % 4 === 1 || (this.padding && this.payloadLength % 4 !== 0)) {
      this.file = { state: 'unreadable' };
      return;
    }
    this.decode(this.charCount);
    if (this.file.state !== 'ok') return;
    this.file = { ...this.file, bytes: this.out.subarray(0, this.outSize) };
    this.out = Buffer.alloc(0);
  }

  private stepOther(byte: number): void {
    if (++this.otherBytes > OTHER_FIELDS_MAX_BYTES) throw new UploadBodyError(413);
    if (this.inString) {
      this.other.push(byte);
      if (this.escaped) this.escaped = false;
      else if (byte === BACKSLASH) this.escaped = true;
      else if (byte === QUOTE) this.inString = false;
      return;
    }
    if (this.depth === 0 && this.other.length > 0 && (byte === 0x2c || byte === 0x7d || isSpace(byte))) {
      this.storeOther();
      this.state = 'afterValue';
      return this.step(byte);
    }
    this.other.push(byte);
    if (byte === QUOTE) this.inString = true;
    else if (byte === 0x7b || byte === 0x5b) this.depth++;
    else if (byte === 0x7d || byte === 0x5d) this.depth--;
  }

  private storeOther(): void {
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(this.other).toString('utf8'));
    } catch {
      throw new UploadBodyError(400);
    }
    const key = this.keyName();
    if (key === '__proto__') throw new UploadBodyError(400);
    // Defined as an own property, so even a key like "constructor" stays data.
    Object.defineProperty(this.body, key, { value, enumerable: true, writable: true, configurable: true });
  }

  private text(bytes: number[]): string {
    try {
      return JSON.parse(`"${Buffer.from(bytes).toString('utf8')}"`) as string;
    } catch {
      throw new UploadBodyError(400);
    }
  }
}

/**
 * The content-type parser of the upload route: enforces the route's body limit on the
 * bytes as they come (also without content-length) and hands the decoded file to
 * `onFile`; the schema then checks the remaining small body.
 */
export function readUploadBody(
  payload: NodeJS.ReadableStream,
  options: { limit: number; maxFileBytes: number; contentLength: number },
): Promise<ParsedUploadBody> {
  if (options.contentLength > options.limit) return Promise.reject(new UploadBodyError(413));
  const expected = Number.isFinite(options.contentLength) ? Math.ceil((options.contentLength * 3) / 4) : undefined;
  const parser = new UploadBodyParser(options.maxFileBytes, expected);
  return new Promise((resolve, reject) => {
    let received = 0;
    const stop = (error: Error | null) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      if (error) reject(error);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      // Like Fastify's own reader: stop listening, answer, and let the rest drain unread.
      if (received > options.limit) return stop(new UploadBodyError(413));
      try {
        parser.push(bytes);
      } catch (error) {
        stop(error as Error);
      }
    };
    const onEnd = () => {
      stop(null);
      try {
        resolve(parser.end());
      } catch (error) {
        reject(error as Error);
      }
    };
    const onError = (error: Error) => stop(Object.assign(error, { statusCode: 400 }));
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
