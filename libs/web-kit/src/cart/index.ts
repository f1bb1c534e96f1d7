export {
  ACTIVE_CART_STORAGE_KEY,
  CART_STORAGE_PREFIX,
  DEFAULT_CART_KEY,
  badgeCartKey,
  cartKeyFor,
  cartKeyForPath,
  cartStorageKey,
  clearAllStoredCarts,
  clearStoredCart,
  emptyStoredCart,
  getActiveCartKey,
  hasStoredCart,
  loadStoredCart,
  onCartChanged,
  parseStoredCart,
  removeStoredCartItem,
  saveStoredCart,
  setActiveCartKey,
  storedCartItemCount,
} from './cart-storage';
export type { CartChangedDetail, CartStorageArea, StoredCart } from './cart-storage';
export {
  PENDING_CART_DRAWER_MAX_AGE_MS,
  isCartDrawerHostMounted,
  registerCartDrawerHost,
  requestCartDrawer,
  takePendingCartDrawerRequest,
} from './cart-drawer-request';
export type { CartDrawerRequest } from './cart-drawer-request';
