/**
 * Byte ranges of cached media (shared by the signage worker and its tests). A <video> asks
 * for its file in ranges (`Range: bytes=0-`, then where it seeks), hls.js for the segments
 * of an #EXT-X-BYTERANGE playlist. The Cache API keeps only whole answers (it refuses a 206),
 * so the worker keeps the whole file and cuts the asked range out of it.
 */

/** A satisfiable range: first and last byte, inclusive (as Content-Range writes them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range a `Range` header asks of a file of `size` bytes: `bytes=a-b`, `bytes=a-` or the
 * suffix `bytes=-n`. null when there is no range to honour (no header, another unit, a
 * malformed one, several ranges): the whole file answers, as HTTP allows. 'unsatisfiable'
 * when it starts beyond the end (416).
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const length = Number(match[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? Infinity : Number(match[2]);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** The status and headers of the answer to a range of a file of `size` bytes. */
export function rangeAnswer(
  range: ByteRange | 'unsatisfiable' | null,
  size: number,
  contentType: string | null,
): { status: 200 | 206 | 416; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'Accept-Ranges': 'bytes' };
  if (contentType) headers['Content-Type'] = contentType;
  if (range === 'unsatisfiable') return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } };
  if (range === null) return { status: 200, headers: { ...headers, 'Content-Length': String(size) } };
  return {
    status: 206,
    headers: {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': String(range.end - range.start + 1),
    },
  };
}

/**
 * The answer from a cached whole file to a request with `rangeHeader`. Slicing the blob
 * does not read the file into memory (the browser's cache blobs live on disk). An opaque
 * answer (another origin without CORS) cannot be read, so it answers whole, as before.
 */
export async function answerFromWhole(cached: Response, rangeHeader: string | null): Promise<Response> {
  if (!rangeHeader || cached.type === 'opaque') return cached;
  const body = await cached.blob();
  const range = parseRange(rangeHeader, body.size);
  const { status, headers } = rangeAnswer(range, body.size, cached.headers.get('content-type'));
  if (range === 'unsatisfiable') return new Response(null, { status, headers });
  const part = range === null ? body : body.slice(range.start, range.end + 1);
  return new Response(part, { status, headers });
}
