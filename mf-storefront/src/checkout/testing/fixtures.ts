import { branchSchema, defaultConfig, productSchema, type Branch, type BranchInput, type Config, type ProductInput } from '@asp/contracts';
import type { CartItem } from '@asp/domain';

/** Test fixtures of the checkout screens (contracts-parsed, like the server sends them). */
export function makeBranch(input: Partial<BranchInput> & { id?: number } = {}): Branch {
  return branchSchema.parse({
    id: 7,
    identifier: 'konstanz',
    name: 'Metzgerei Konstanz',
    street: 'Marktstätte 4',
    zipCode: '78462',
    city: 'Konstanz',
    openingHours: [
      { type: 'daily', from: '08:00', to: '18:00' },
      { type: 'sunday', isClosed: true },
    ],
    ...input,
  });
}

export function makeConfig(input: Partial<Config> = {}): Config {
  return { ...defaultConfig(), shopName: 'Metzgerei', ...input };
}

export function makeItem(product: Partial<ProductInput> & { id?: number } = {}, amount = 2, unit = 'piece'): CartItem {
  const { id = 11, ...rest } = product;
  const parsed = productSchema.parse({ id, name: 'Leberkäse', price: 2.5, unit: 'piece', tax: 7, ...rest });
  return { product: parsed, amount, unit: unit as CartItem['unit'], parts: [] };
}

/** A localStorage / sessionStorage stand-in over a Map. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}
