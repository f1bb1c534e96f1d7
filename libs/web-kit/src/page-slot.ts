/**
 * A value shared by every bundle on the page. The shell and each remote bundle their own
 * copy of web-kit, so module state is per bundle; what must be one per page lives on
 * globalThis under a registered symbol (`Symbol.for`), which every copy resolves to the
 * same key — also across separately deployed bundles built from older web-kit versions.
 *
 * The slot's type is stated once, where the slot is declared; only that module reads and
 * writes the symbol, so the value found there is the one it stored.
 */
export interface PageSlot<T> {
  get(): T | undefined;
  set(value: T | undefined): void;
}

export function pageSlot<T>(name: string): PageSlot<T> {
  const key = Symbol.for(name);
  return {
    // Reflect keeps the symbol-keyed access off globalThis's declared type (it has no such key).
    get: (): T | undefined => Reflect.get(globalThis, key),
    set: (value) => {
      Reflect.set(globalThis, key, value);
    },
  };
}
