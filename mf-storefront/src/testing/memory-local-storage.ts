/**
 * jest runs in Node: an in-memory localStorage for the suite, so the cart thunks' saves
 * can be read back. Installed before all tests, emptied before each, removed after all.
 */
export function installMemoryLocalStorage(): Map<string, string> {
  const data = new Map<string, string>();
  beforeAll(() => {
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  });
  afterAll(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });
  beforeEach(() => data.clear());
  return data;
}
