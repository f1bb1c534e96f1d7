import {
  migrateCart,
  orderTypeFlags,
  removeCartItem,
  saveCartItem,
  type CartItem,
  type CartRemovalReason,
  type OrderType,
  type Product,
} from '@asp/domain';
import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  DEFAULT_CART_KEY,
  cartKeyForPath,
  emptyStoredCart,
  hasStoredCart,
  loadStoredCart,
  saveStoredCart,
  setActiveCartKey,
  type CartDrawerRequest,
  type StoredCart,
} from '@asp/web-kit';

/**
 * The carts of the storefront (storefront.md §2.4, §3, §4): one per branch identifier
 * or 'default', mirrored to localStorage through web-kit's cart storage. The slice holds
 * the carts the page has loaded, which one the current route works with, whether the
 * drawer is open, which product the configurator shows, the "added" notice and the
 * notice of items the data reload removed.
 *
 * Reducers only change state; the thunks below change it and then save the cart, so
 * the storage (and with it the shell's badge) follows every change.
 */
export interface ConfiguratorTarget {
  /** The cart the item goes to. */
  cartKey: string;
  product: Product;
  /** Index of the edited item, null for a new one. */
  index: number | null;
  /** The item being edited (null: a new item from createCartItem). */
  item: CartItem | null;
}

export interface AddedNotice {
  name: string;
  /** Increases with every notice, so the same product added twice shows again. */
  serial: number;
}

/** An item the cart migration removed, as the customer is told about it. */
export interface RemovedCartItem {
  name: string;
  reason: CartRemovalReason;
  /** The branch of a branch cart ('unavailable' then names it); null for the 'default' cart. */
  branchName: string | null;
}

export interface RemovedNotice {
  items: RemovedCartItem[];
  /** Increases with every migration that removed something (the live region announces each). */
  serial: number;
}

export interface CartState {
  /** The cart the current route works with ('default' on /shop, the branch on /store/{branch}). */
  activeKey: string;
  carts: Record<string, StoredCart>;
  /** Whether the cart had been saved before it was loaded (the delivery-type default applies only when not). */
  wasStored: Record<string, boolean>;
  isDrawerOpen: boolean;
  /**
   * The cart the open drawer shows when it was opened for a named cart (the header's
   * badge cart, which may differ from the route's after the header navigated to /shop);
   * null: the active cart.
   */
  drawerCartKey: string | null;
  configurator: ConfiguratorTarget | null;
  addedNotice: AddedNotice | null;
  /** Items removed by the data reload, shown until the customer dismisses the notice. */
  removedNotice: RemovedNotice | null;
}

export const initialCartState: CartState = {
  activeKey: DEFAULT_CART_KEY,
  carts: {},
  wasStored: {},
  isDrawerOpen: false,
  drawerCartKey: null,
  configurator: null,
  addedNotice: null,
  removedNotice: null,
};

const cartOf = (state: CartState, key: string): StoredCart => state.carts[key] ?? emptyStoredCart();

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartLoaded(state, action: PayloadAction<{ key: string; cart: StoredCart; wasStored: boolean }>) {
      state.carts[action.payload.key] = action.payload.cart;
      state.wasStored[action.payload.key] = action.payload.wasStored;
    },
    activeCartChanged(state, action: PayloadAction<string>) {
      state.activeKey = action.payload;
    },
    /** A new item is appended, an edited one replaces the item at its index (storefront.md §4). */
    itemSaved(state, action: PayloadAction<{ key: string; item: CartItem; index: number | null }>) {
      const { key, item, index } = action.payload;
      const cart = cartOf(state, key);
      state.carts[key] = { ...cart, items: saveCartItem(cart.items, item, index) };
    },
    /** Removing the last item closes the drawer (storefront.md §2.4). */
    itemRemoved(state, action: PayloadAction<{ key: string; index: number }>) {
      const { key, index } = action.payload;
      const cart = cartOf(state, key);
      const items = removeCartItem(cart.items, index);
      state.carts[key] = { ...cart, items };
      if (items.length === 0) {
        state.isDrawerOpen = false;
        state.drawerCartKey = null;
      }
    },
    /** The delivery type sets the cart's isDelivery and isDineIn (storefront.md §4). */
    orderTypeChanged(state, action: PayloadAction<{ key: string; orderType: OrderType }>) {
      const { key, orderType } = action.payload;
      state.carts[key] = { ...cartOf(state, key), ...orderTypeFlags(orderType) };
      state.wasStored[key] = true;
    },
    deliveryAreaChanged(state, action: PayloadAction<{ key: string; area: string | null }>) {
      const { key, area } = action.payload;
      state.carts[key] = { ...cartOf(state, key), deliveryArea: area };
    },
    itemsReplaced(state, action: PayloadAction<{ key: string; items: CartItem[] }>) {
      const { key, items } = action.payload;
      state.carts[key] = { ...cartOf(state, key), items };
      if (key === (state.drawerCartKey ?? state.activeKey) && items.length === 0) {
        state.isDrawerOpen = false;
        state.drawerCartKey = null;
      }
    },
    /** Opens the drawer on a named cart, or (without one) on the active cart. */
    drawerOpened(state, action: PayloadAction<string | undefined>) {
      state.isDrawerOpen = true;
      state.drawerCartKey = action.payload ?? null;
    },
    drawerClosed(state) {
      state.isDrawerOpen = false;
      state.drawerCartKey = null;
    },
    configuratorOpened(state, action: PayloadAction<ConfiguratorTarget>) {
      state.configurator = action.payload;
      // The configurator is a dialog of its own; the drawer would sit behind it.
      state.isDrawerOpen = false;
      state.drawerCartKey = null;
    },
    configuratorClosed(state) {
      state.configurator = null;
    },
    addedNoticeShown(state, action: PayloadAction<string>) {
      state.addedNotice = { name: action.payload, serial: (state.addedNotice?.serial ?? 0) + 1 };
    },
    addedNoticeHidden(state, action: PayloadAction<number>) {
      if (state.addedNotice?.serial === action.payload) state.addedNotice = null;
    },
    /** Adds to a notice not yet dismissed: one reload may empty several carts, a later one more. */
    itemsRemovedByReload(state, action: PayloadAction<RemovedCartItem[]>) {
      state.removedNotice = {
        items: [...(state.removedNotice?.items ?? []), ...action.payload],
        serial: (state.removedNotice?.serial ?? 0) + 1,
      };
    },
    removedNoticeDismissed(state) {
      state.removedNotice = null;
    },
  },
});

export const {
  cartLoaded,
  activeCartChanged,
  itemSaved,
  itemRemoved,
  orderTypeChanged,
  deliveryAreaChanged,
  itemsReplaced,
  drawerOpened,
  drawerClosed,
  configuratorOpened,
  configuratorClosed,
  addedNoticeShown,
  addedNoticeHidden,
  itemsRemovedByReload,
  removedNoticeDismissed,
} = cartSlice.actions;

/** The part of the storefront state the cart code reads (keeps this file free of store.ts). */
export interface WithCart {
  cart: CartState;
}

type CartThunk<R = void> = ThunkAction<R, WithCart, unknown, UnknownAction>;

export const selectCartState = (state: WithCart): CartState => state.cart;
export const selectActiveCartKey = (state: WithCart): string => state.cart.activeKey;
export const selectCart = (state: WithCart, key: string): StoredCart => state.cart.carts[key] ?? EMPTY_CART;
export const selectActiveCart = (state: WithCart): StoredCart => selectCart(state, state.cart.activeKey);
/** The cart the drawer shows: the one it was opened for, else the active one. */
export const selectDrawerCartKey = (state: WithCart): string => state.cart.drawerCartKey ?? state.cart.activeKey;
const EMPTY_CART: StoredCart = emptyStoredCart();

/** Saves one cart of the state to the storage (announces 'asp:cart-changed'). */
function persist(key: string): CartThunk {
  return (_dispatch, getState) => saveStoredCart(key, selectCart(getState(), key));
}

/** Loads a cart from the storage into the state ('cart load'). */
export function loadCart(key: string): CartThunk<StoredCart> {
  return (dispatch) => {
    const cart = loadStoredCart(key);
    dispatch(cartLoaded({ key, cart, wasStored: hasStoredCart(key) }));
    return cart;
  };
}

/** Makes a cart the one of the current route: loads it and tells the shell's badge. */
export function activateCart(key: string): CartThunk {
  return (dispatch) => {
    dispatch(loadCart(key));
    dispatch(activeCartChanged(key));
    setActiveCartKey(key);
  };
}

/**
 * Answers the header's cart button ('asp:cart-drawer-toggle', or the request left pending
 * while the storefront was loading; storefront.md §2.3): no `open` toggles; opening
 * looks at the cart the header named (its badge's), else the cart of the path, and opens
 * the drawer on that cart only when it has items.
 */
export function answerDrawerRequest(request: CartDrawerRequest | null | undefined, pathname: string): CartThunk {
  return (dispatch, getState) => {
    const current = getState().cart;
    const open = request?.open ?? !current.isDrawerOpen;
    if (!open) {
      dispatch(drawerClosed());
      return;
    }
    const key = request?.cartKey || cartKeyForPath(pathname) || current.activeKey;
    const cart = dispatch(loadCart(key));
    if (cart.items.length > 0) dispatch(drawerOpened(key));
  };
}

export function saveItem(key: string, item: CartItem, index: number | null): CartThunk {
  return (dispatch) => {
    dispatch(itemSaved({ key, item, index }));
    dispatch(persist(key));
  };
}

export function removeItem(key: string, index: number): CartThunk {
  return (dispatch) => {
    dispatch(itemRemoved({ key, index }));
    dispatch(persist(key));
  };
}

export function setOrderType(key: string, orderType: OrderType): CartThunk {
  return (dispatch) => {
    dispatch(orderTypeChanged({ key, orderType }));
    dispatch(persist(key));
  };
}

export function setDeliveryArea(key: string, area: string | null): CartThunk {
  return (dispatch) => {
    dispatch(deliveryAreaChanged({ key, area }));
    dispatch(persist(key));
  };
}

/**
 * Cart migration after the data reload (storefront.md §4): items whose product no longer
 * matches an active product (id, name, description, price) are removed; the others take
 * the reloaded product. Saves only when something changed; the removed items go to the
 * removal notice (issue 18: they used to vanish unseen) and are returned. `branchName`
 * is the cart's branch (null for the 'default' cart).
 */
export function migrateCartItems(key: string, activeProducts: Product[], branchName: string | null = null): CartThunk<CartItem[]> {
  return (dispatch, getState) => {
    const cart = selectCart(getState(), key);
    const { items, removed, removals } = migrateCart(cart.items, activeProducts);
    const changed = removed.length > 0 || items.some((item, i) => item.product !== cart.items[i].product);
    if (changed) {
      dispatch(itemsReplaced({ key, items }));
      dispatch(persist(key));
    }
    if (removals.length > 0) {
      dispatch(itemsRemovedByReload(removals.map(({ item, reason }) => ({ name: item.product.name, reason, branchName }))));
    }
    return removed;
  };
}
