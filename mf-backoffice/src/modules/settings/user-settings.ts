import { useSyncExternalStore } from 'react';

/**
 * The user settings of document 1 §3: show_product_data and show_customer_data, "kept
 * locally as 1 or 0" — in this browser's localStorage under exactly those names. They
 * only decide what the lists show; what a user may see at all is the server's business
 * (show_customer_data of the user record strips the customer's contact from order calls).
 */
export const USER_SETTING_KEYS = { showProductData: 'show_product_data', showCustomerData: 'show_customer_data' } as const;
export type UserSettingName = keyof typeof USER_SETTING_KEYS;
export type UserSettings = Record<UserSettingName, boolean>;

/**
 * Without a stored value: customer data shown (as far as the server sends it), the extra
 * product data of order items not (the lists look as they did before the setting existed).
 */
export const DEFAULT_USER_SETTINGS: UserSettings = { showProductData: false, showCustomerData: true };

/** Same-tab changes; other tabs hear the browser's own 'storage' event. */
const CHANGED_EVENT = 'asp:user-settings-changed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): then the defaults apply.
    return null;
  }
}

export function readUserSetting(name: UserSettingName): boolean {
  const stored = storage()?.getItem(USER_SETTING_KEYS[name]);
  return stored === '1' ? true : stored === '0' ? false : DEFAULT_USER_SETTINGS[name];
}

export function writeUserSetting(name: UserSettingName, value: boolean): void {
  try {
    storage()?.setItem(USER_SETTING_KEYS[name], value ? '1' : '0');
  } catch {
    // A full or blocked storage keeps the old value; nothing else depends on it.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** One setting, re-rendering when it changes (here or in another tab). */
export function useUserSetting(name: UserSettingName): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readUserSetting(name),
    () => DEFAULT_USER_SETTINGS[name],
  );
}

/**
 * Whether customer columns are shown: the local setting, and only for a user whose account
 * may see customer data at all (the server strips it otherwise; an empty column helps no one).
 */
export function useShowCustomerData(mayUserSee: boolean | undefined): boolean {
  return useUserSetting('showCustomerData') && mayUserSee !== false;
}
