import { isSelfServiceContext, resolveSelfService, SELF_SERVICE_STORAGE_KEY } from './self-service';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('self-service context (storefront.md §2.1 route meta)', () => {
  it('is turned on by ?context=self-service and remembered for the session', () => {
    const storage = memoryStorage();
    expect(resolveSelfService('', storage)).toBe(false);
    expect(resolveSelfService('?context=self-service', storage)).toBe(true);
    expect(storage.data.get(SELF_SERVICE_STORAGE_KEY)).toBe('self-service');
    expect(resolveSelfService('?q=1', storage)).toBe(true);
    expect(resolveSelfService('?context=web', storage)).toBe(false);
    expect(resolveSelfService('', storage)).toBe(false);
  });

  it('is read by remotes from the session without a query', () => {
    const storage = memoryStorage();
    expect(isSelfServiceContext(storage)).toBe(false);
    storage.setItem(SELF_SERVICE_STORAGE_KEY, 'self-service');
    expect(isSelfServiceContext(storage)).toBe(true);
  });

  it('still follows the query when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(resolveSelfService('?context=self-service', broken)).toBe(true);
    expect(resolveSelfService('', broken)).toBe(false);
  });
});
