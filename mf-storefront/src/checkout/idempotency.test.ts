import { IdempotencyKeys, isFinalAnswer, randomKey } from './idempotency';

describe('idempotency keys of the order submit', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('reuses the key when the same body is retried without a final answer', () => {
    const keys = new IdempotencyKeys(counter());
    const body = { branch: 1, items: [{ product: 2, amount: 1 }] };
    expect(keys.keyFor(body)).toBe('key-1');
    // double click while the first is in flight
    expect(keys.keyFor({ ...body })).toBe('key-1');
    keys.settle(0); // network failure
    expect(keys.keyFor(body)).toBe('key-1');
    keys.settle(503);
    expect(keys.keyFor(body)).toBe('key-1');
  });

  it('takes a new key for another body or after a final answer', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 2 })).toBe('key-2');
    keys.settle(422);
    expect(keys.keyFor({ a: 2 })).toBe('key-3');
    keys.settle(201);
    expect(keys.keyFor({ a: 2 })).toBe('key-4');
  });

  it.each([
    [200, true],
    [201, true],
    [400, true],
    [422, true],
    [404, true],
    [0, false],
    [408, false],
    [409, false],
    [429, false],
    [500, false],
    [502, false],
  ])('status %i final: %s', (status, final) => {
    expect(isFinalAnswer(status)).toBe(final);
  });

  it('random keys are UUID v4 and differ', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(a);
  });
});
