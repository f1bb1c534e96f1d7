import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { readUploadBody, UploadBodyError, UploadBodyParser, type ParsedUploadBody } from '../src/upload-body';

/** Feeds the JSON text in chunks of `size` bytes, as a socket would. */
function parse(json: string | Buffer, size = Infinity, maxFileBytes = 10 * 1024 * 1024): ParsedUploadBody {
  const bytes = Buffer.isBuffer(json) ? json : Buffer.from(json);
  const parser = new UploadBodyParser(maxFileBytes, bytes.length);
  for (let i = 0; i < bytes.length; i += Math.min(size, bytes.length)) parser.push(bytes.subarray(i, i + size));
  return parser.end();
}

const fileOf = (result: ParsedUploadBody) => (result.file?.state === 'ok' ? { mimeType: result.file.mimeType, bytes: [...result.file.bytes] } : result.file);

describe('UploadBodyParser', () => {
  it.each([1, 2, 3, 5, 7, Infinity])('reads type and bytes whatever the chunk size (%s), and leaves the other fields to the schema', (size) => {
    const result = parse('{ "name" : "Bild 1.png", "data":"data:Image/PNG;name=x.png;base64,AAECAw==", "extra": {"a":[1,"}"]} }', size);
    expect(fileOf(result)).toEqual({ mimeType: 'image/png', bytes: [0, 1, 2, 3] });
    expect(result.body).toEqual({ name: 'Bild 1.png', data: 'data:Image/PNG;name=x.png;base64,', extra: { a: [1, '}'] } });
  });

  it('reads unpadded payloads, escaped slashes and an empty type', () => {
    expect(fileOf(parse('{"data":"data:;base64,AAEC"}'))).toEqual({ mimeType: '', bytes: [0, 1, 2] });
    expect(fileOf(parse('{"data":"data:text/plain;base64,AAE"}'))).toEqual({ mimeType: 'text/plain', bytes: [0, 1] });
    expect(fileOf(parse('{"data":"data:image\\/png;base64,\\/\\/8="}'))).toEqual({ mimeType: 'image/png', bytes: [0xff, 0xff] });
  });

  it.each([
    'AAECAw==', 'data:text/plain,abc', 'data:text/plain;base64,A', 'data:text/plain;base64,AA=A', 'data:text/plain;base64,AA\\nAA',
    'data:text/plain;base64,AA*A', 'data:text/plain;base64,AAAA AAAA',
    `data:${'x'.repeat(600)};base64,AAAA`,
  ])('marks %s unreadable', (data) => {
    expect(parse(JSON.stringify({ data })).file).toEqual({ state: 'unreadable' });
  });

  it('leaves an empty or missing data, and a data of another type, to the schema', () => {
    expect(parse('{"data":""}')).toEqual({ body: { data: '' }, file: null });
    expect(parse('{"name":"a.txt"}')).toEqual({ body: { name: 'a.txt' }, file: null });
    expect(parse('{"data":12}')).toEqual({ body: { data: 12 }, file: null });
  });

  it('stops keeping bytes past the file size limit', () => {
    expect(parse(JSON.stringify({ data: `data:text/plain;base64,${Buffer.alloc(9).toString('base64')}` }), 4, 8).file).toEqual({ state: 'tooLarge' });
    expect(fileOf(parse(JSON.stringify({ data: `data:text/plain;base64,${Buffer.alloc(8).toString('base64')}` }), 4, 8))).toMatchObject({ bytes: Array(8).fill(0) });
  });

  it.each(['', '[]', '"x"', '{"a":1,}', '{"data":"data:;base64,AA"', '{"a" 1}', '{"a":1}x', '{"__proto__":{"x":1}}', '{"a":tru}'])('refuses %j as not JSON (400)', (json) => {
    expect(() => parse(json, 3)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('holds a 10 MB file once: decoded into one buffer, never the base64 text', () => {
    const file = randomBytes(10 * 1024 * 1024);
    const json = Buffer.from(JSON.stringify({ data: `data:application/pdf;base64,${file.toString('base64')}`, name: 'a.pdf' }));
    const result = parse(json, 64 * 1024);
    expect(result.file?.state === 'ok' && result.file.bytes.equals(file)).toBe(true);
    // One allocation sized from the content-length (¾ of it), no copies.
    expect(result.file?.state === 'ok' && result.file.bytes.buffer.byteLength).toBeLessThan(file.length * 1.01);
  });
});

describe('readUploadBody', () => {
  const body = (kib: number) => Readable.from((function* () {
    yield Buffer.from('{"data":"data:text/plain;base64,');
    for (let i = 0; i < kib; i++) yield Buffer.alloc(1024, 'A');
    yield Buffer.from('"}');
  })());

  it('refuses a body past the limit as it arrives, without content-length (413)', async () => {
    await expect(readUploadBody(body(200), { limit: 100 * 1024, maxFileBytes: 1024 * 1024, contentLength: NaN }))
      .rejects.toEqual(new UploadBodyError(413));
  });

  it('refuses by content-length before reading, and reads a body within the limit', async () => {
    await expect(readUploadBody(body(1), { limit: 1024, maxFileBytes: 1024 * 1024, contentLength: 5000 })).rejects.toEqual(new UploadBodyError(413));
    const result = await readUploadBody(body(4), { limit: 100 * 1024, maxFileBytes: 1024 * 1024, contentLength: NaN });
    expect(result.file?.state === 'ok' && result.file.bytes.length).toBe(3072);
  });
});
