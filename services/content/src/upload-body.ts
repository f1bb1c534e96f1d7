import { StringDecoder } from 'node:string_decoder';
import type { FastifyRequest, RawRequestDefaultExpression } from 'fastify';
import { validationTexts } from '@asp/i18n';
import { HttpError } from '@asp/server-kit';
import { DataUrlDecoder, type DataUrl } from './data-url';

/**
 * The JSON body of POST /api/uploads, `{ "data": "<data URL>", "name": "…" }`, read as a
 * stream: the data URL goes piece by piece into a DataUrlDecoder, so the file is held once,
 * as bytes — Fastify's JSON parser would hold the whole text, then the parsed string, then
 * the decoded bytes. What the route's schema validates is the body with `data` cut to its
 * header (`data:image/png;base64`); the file itself is handed over by `uploadedFile`.
 */
const files = new WeakMap<FastifyRequest, DataUrl | null>();

/** The file of a body read by `readUploadBody`; null when `data` was no base64 data URL. */
export const uploadedFile = (request: FastifyRequest): DataUrl | null => files.get(request) ?? null;

// Other fields are not needed: kept up to this length, so zod can still say "too long".
const FIELD_MAX_LENGTH = 4096;
const WHITESPACE = /\s/;
// Where a JSON string ends or an escape starts.
const SPECIAL = /["\\]/g;
// The fields the route reads; any other is skipped like zod would strip it.
const FIELDS = new Set(['data', 'name']);

type State = 'start' | 'key' | 'key-or-end' | 'colon' | 'value' | 'string' | 'after-value' | 'end';

class BodyReader {
  private state: State = 'start';
  private escape: string | null = null;
  private key = '';
  private readingKey = false;
  private field = '';
  private readonly seen = new Set<string>();
  readonly body: Record<string, string> = {};
  readonly decoder: DataUrlDecoder;

  constructor(maxBytes: number) {
    this.decoder = new DataUrlDecoder(maxBytes);
  }

  push(text: string): void {
    let index = 0;
    while (index < text.length) {
      if (this.state === 'string') {
        index = this.readString(text, index);
        continue;
      }
      const char = text[index];
      index += 1;
      if (WHITESPACE.test(char)) continue;
      this.structure(char);
    }
  }

  finish(): void {
    if (this.state !== 'end') throw invalid();
  }

  private structure(char: string): void {
    switch (this.state) {
      case 'start':
        return this.expect(char === '{', 'key-or-end');
      case 'key':
      case 'key-or-end':
        if (char === '}' && this.state === 'key-or-end') return void (this.state = 'end');
        this.readingKey = true;
        this.key = '';
        return this.expect(char === '"', 'string');
      case 'colon':
        return this.expect(char === ':', 'value');
      case 'value':
        if (this.seen.has(this.key)) throw invalid();
        this.seen.add(this.key);
        this.readingKey = false;
        this.field = '';
        // Only strings are read here; anything else is refused like malformed JSON.
        return this.expect(char === '"', 'string');
      case 'after-value':
        if (char === '}') return void (this.state = 'end');
        return this.expect(char === ',', 'key');
      default:
        throw invalid();
    }
  }

  private expect(ok: boolean, next: State): void {
    if (!ok) throw invalid();
    this.state = next;
  }

  /** Reads string characters from `index`; returns where it stopped. */
  private readString(text: string, index: number): number {
    let at = index;
    if (this.escape !== null) {
      // An escape (`\n`, `\u00fc`) may be split across chunks: collect it first.
      if (this.escape === '') {
        if (at >= text.length) return at;
        this.escape = text[at];
        at += 1;
      }
      const need = this.escape[0] === 'u' ? 5 : 1;
      const take = text.slice(at, at + need - this.escape.length);
      this.escape += take;
      at += take.length;
      if (this.escape.length < need) return at;
      this.append(unescape(this.escape));
      this.escape = null;
    }
    SPECIAL.lastIndex = at;
    const stop = SPECIAL.exec(text)?.index ?? -1;
    if (stop < 0) {
      this.append(text.slice(at));
      return text.length;
    }
    this.append(text.slice(at, stop));
    if (text[stop] === '"') {
      this.closeString();
      return stop + 1;
    }
    this.escape = '';
    return stop + 1;
  }

  private append(part: string): void {
    if (!part) return;
    if (this.readingKey) this.key = (this.key + part).slice(0, 64);
    else if (this.key === 'data') this.decoder.push(part);
    else if (FIELDS.has(this.key) && this.field.length <= FIELD_MAX_LENGTH) this.field += part;
  }

  private closeString(): void {
    if (this.readingKey) {
      this.state = 'colon';
      return;
    }
    if (FIELDS.has(this.key)) this.body[this.key] = this.key === 'data' ? this.decoder.header : this.field;
    this.state = 'after-value';
  }
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

function unescape(sequence: string): string {
  if (sequence.startsWith('u')) {
    if (!/^u[0-9a-fA-F]{4}$/.test(sequence)) throw invalid();
    return String.fromCharCode(parseInt(sequence.slice(1), 16));
  }
  const char = ESCAPES[sequence];
  if (char === undefined) throw invalid();
  return char;
}

const invalid = () => new HttpError(400, [{ message: validationTexts.invalid }]);

/**
 * Content type parser for `application/json` in the upload route's scope. Stops reading
 * past `bodyLimit` (a custom parser gets no limit from Fastify) with `tooLarge` as 413.
 */
export function readUploadBody(options: { bodyLimit: number; maxBytes: number; tooLarge: string }) {
  return (request: FastifyRequest, payload: RawRequestDefaultExpression): Promise<Record<string, string>> =>
    new Promise((resolve, reject) => {
      const reader = new BodyReader(options.maxBytes);
      const text = new StringDecoder('utf8');
      let received = 0;
      const stop = (error: unknown) => {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        payload.removeListener('error', stop);
        // Drain what is still coming, so the answer can be sent.
        payload.resume();
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received > options.bodyLimit) return stop(new HttpError(413, [{ message: options.tooLarge, field: 'data' }]));
        try {
          reader.push(text.write(chunk));
        } catch (error) {
          stop(error);
        }
      };
      const onEnd = () => {
        try {
          reader.push(text.end());
          reader.finish();
          if (reader.body.data !== undefined) files.set(request, reader.decoder.end());
          resolve(reader.body);
        } catch (error) {
          stop(error);
        }
      };
      payload.on('data', onData);
      payload.on('end', onEnd);
      payload.on('error', stop);
    });
}
