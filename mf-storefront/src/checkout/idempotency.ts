/**
 * Idempotency keys of the order submit (DESIGN.md §5: writes a client may retry take an
 * `Idempotency-Key`). One key per submit attempt; a retry of the same body after no
 * final answer (network failure, 5xx, 409 in progress, 429) reuses it, so a double click
 * or a retry creates one order. Once the server answered for good, the next submit is a
 * new attempt with a new key (the customer may have changed the form, or the branch may
 * have opened in the meantime).
 */
export class IdempotencyKeys {
  private pending: { body: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key for submitting this body now. */
  keyFor(body: unknown): string {
    const json = JSON.stringify(body);
    if (this.pending?.body === json) return this.pending.key;
    this.pending = { body: json, key: this.newKey() };
    return this.pending.key;
  }

  /** Records the answer of an attempt (HTTP status; 0 = no answer). */
  settle(status: number): void {
    if (isFinalAnswer(status)) this.pending = null;
  }
}

/** Whether an answer is final for the attempt: success or a rejection that a retry would not change. */
export function isFinalAnswer(status: number): boolean {
  return status >= 200 && status < 500 && status !== 408 && status !== 409 && status !== 429;
}

/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost);
 * getRandomValues works everywhere, so the shop on a plain-http LAN address still gets
 * unguessable keys.
 */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
