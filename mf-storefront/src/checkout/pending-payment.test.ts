import {
  forgetPendingPayment,
  PENDING_PAYMENT_KEY,
  PENDING_PAYMENT_MAX_AGE_MS,
  readPendingPayment,
  rememberPendingPayment,
  takePendingPayment,
} from './pending-payment';
import { makeItem, memoryStorage } from './testing/fixtures';

const cart = { items: [makeItem()], isDelivery: false, isDineIn: false, deliveryArea: null };

describe('cart kept aside while paying online', () => {
  it('is taken back once, for its branch', () => {
    const storage = memoryStorage();
    rememberPendingPayment({ cartKey: 'default', variant: 1, branchIdentifier: 'konstanz', cart }, 1_000, storage);
    expect(storage.data.has(PENDING_PAYMENT_KEY)).toBe(true);
    const pending = takePendingPayment('konstanz', 2_000, storage);
    expect(pending).toMatchObject({ cartKey: 'default', variant: 1, branchIdentifier: 'konstanz' });
    expect(pending?.cart.items).toHaveLength(1);
    expect(takePendingPayment('konstanz', 2_000, storage)).toBeNull();
  });

  it('is not restored for another branch, when too old, or when unreadable', () => {
    const storage = memoryStorage();
    rememberPendingPayment({ cartKey: 'konstanz', variant: 2, branchIdentifier: 'konstanz', cart }, 0, storage);
    expect(takePendingPayment('bodman', 1, storage)).toBeNull();
    rememberPendingPayment({ cartKey: 'konstanz', variant: 2, branchIdentifier: 'konstanz', cart }, 0, storage);
    expect(takePendingPayment('konstanz', PENDING_PAYMENT_MAX_AGE_MS, storage)).toBeNull();
    storage.setItem(PENDING_PAYMENT_KEY, 'nope');
    expect(takePendingPayment('konstanz', 1, storage)).toBeNull();
  });

  it('can be read during render without being used up; forgetting removes it', () => {
    const storage = memoryStorage();
    rememberPendingPayment({ cartKey: 'default', variant: 1, branchIdentifier: 'konstanz', cart }, 1_000, storage);
    expect(readPendingPayment('konstanz', 2_000, storage)?.variant).toBe(1);
    expect(readPendingPayment('konstanz', 2_000, storage)?.variant).toBe(1);
    forgetPendingPayment(storage);
    expect(readPendingPayment('konstanz', 2_000, storage)).toBeNull();
  });
});
