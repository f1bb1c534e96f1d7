import type { z } from 'zod';

/**
 * Parsed replica records by their stored JSON text (issue 18). Every order reads the same
 * branch, menus, categories and products; parsing them through the catalogue contracts
 * (JSON.parse, then zod with its defaults) was about a tenth of an order's CPU. The key is
 * the exact text PostgreSQL returns, so a changed record is a new key and never served
 * stale; no invalidation is needed. Values are deep-frozen because they are shared by
 * concurrent orders: code that tried to change one would throw instead of leaking into
 * another order. Bounded: when full, the oldest half is dropped (Map keeps insertion order).
 */
export class ParsedRecordMemo {
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly capacity = 4000) {}

  /** The record parsed by `schema`, or null when the text or the record is unreadable. */
  parse<S extends z.ZodType>(schema: S, kind: string, text: string): z.infer<S> | null {
    return this.read(kind, text, (json) => {
      const result = schema.safeParse(json);
      return result.success ? result.data : null;
    });
  }

  /** The record read by `reader` from the JSON text (null: unreadable), once per distinct text. */
  read<T>(kind: string, text: string, reader: (json: unknown) => T | null): T | null {
    const key = `${kind}\u0000${text}`;
    if (this.entries.has(key)) return this.entries.get(key) as T | null;
    let value: T | null = null;
    try {
      value = deepFreeze(reader(JSON.parse(text)));
    } catch {
      value = null;
    }
    if (this.entries.size >= this.capacity) this.evictOldestHalf();
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOldestHalf(): void {
    let drop = Math.ceil(this.entries.size / 2);
    for (const key of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(key);
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
