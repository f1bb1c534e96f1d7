import { Readable } from 'node:stream';
import { CLOSING_HEADER } from '@asp/server-kit';
import { decideRetry, MAX_RETRIES, RETRY_DELAY_MS } from '../src/retry';

/** Which answers the gateway repeats (issue 10 §6), decided without a network. */
const closing = () => ({ statusCode: 503, headers: { [CLOSING_HEADER]: '1' }, stream: Readable.from([]) });
const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const get = { method: 'GET', headers: {} };

test('a closing service is asked again, a little later each time, at most MAX_RETRIES times', () => {
  const delays = Array.from({ length: MAX_RETRIES + 1 }, (_, attempt) => decideRetry({ req: get, res: closing(), attempt }));
  expect(delays).toEqual([RETRY_DELAY_MS, 2 * RETRY_DELAY_MS, 3 * RETRY_DELAY_MS, null]);
});

test('a refused connection is retried for idempotent requests only', () => {
  expect(decideRetry({ req: get, err: refused, attempt: 0 })).toBe(RETRY_DELAY_MS);
  expect(decideRetry({ req: { method: 'POST', headers: {} }, err: refused, attempt: 0 })).toBeNull();
  expect(decideRetry({ req: { method: 'POST', headers: { 'idempotency-key': 'k1' }, body: { a: 1 } }, err: refused, attempt: 0 })).toBe(
    RETRY_DELAY_MS,
  );
  // A keyed body still streaming (not held) cannot be sent twice.
  expect(
    decideRetry({ req: { method: 'POST', headers: { 'idempotency-key': 'k1' }, body: Readable.from(['x']) }, err: refused, attempt: 0 }),
  ).toBeNull();
});

test("a service's own 503 (not closing) and other answers are passed on", () => {
  expect(decideRetry({ req: get, res: { statusCode: 503, headers: {} }, attempt: 0 })).toBeNull();
  expect(decideRetry({ req: get, res: { statusCode: 500, headers: {} }, attempt: 0 })).toBeNull();
});
