import { emitWindowEvent, onWindowEvent } from '../events';

/**
 * The back office's clipboard (document 1 §3, §4, §9): items carry a context, one item per
 * context, kept in sessionStorage under 'asp.clipboard'. Add replaces the item of the same
 * context, remove takes one context out, clear empties it; every change is saved at once.
 *
 * The storage is the truth (no module state): a product copied on one screen is pasted on
 * another, and every change announces itself with the window event 'asp:clipboard-changed'
 * (detail: the items) so hooks on other screens follow.
 */

export const CLIPBOARD_STORAGE_KEY = 'asp.clipboard';
/** detail: ClipboardItem[] after the change. */
export const CLIPBOARD_CHANGED_EVENT = 'asp:clipboard-changed';

/** One copied thing: what it is (`context`, e.g. 'product'), a label to show, and its data. */
export interface ClipboardItem<T = unknown> {
  context: string;
  label: string;
  data: T;
}

/** The minimal Storage surface used here (tests pass an in-memory one). */
export type ClipboardStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionArea(): ClipboardStorageArea | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled: the clipboard is simply empty.
    return null;
  }
}

function isClipboardItem(value: unknown): value is ClipboardItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.context === 'string' && item.context !== '' && typeof item.label === 'string' && 'data' in item;
}

/** The stored items; anything unreadable (another format, broken JSON) counts as empty. */
export function readClipboard(storage: ClipboardStorageArea | null = sessionArea()): ClipboardItem[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CLIPBOARD_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // One item per context, even if something else wrote two: the last one wins.
    const byContext = new Map<string, ClipboardItem>();
    for (const item of parsed.filter(isClipboardItem)) byContext.set(item.context, item);
    return [...byContext.values()];
  } catch {
    return [];
  }
}

function save(items: ClipboardItem[], storage: ClipboardStorageArea | null): ClipboardItem[] {
  try {
    if (items.length) storage?.setItem(CLIPBOARD_STORAGE_KEY, JSON.stringify(items));
    else storage?.removeItem(CLIPBOARD_STORAGE_KEY);
  } catch {
    // Quota or disabled storage: the change is still announced for this page.
  }
  emitWindowEvent(CLIPBOARD_CHANGED_EVENT, items);
  return items;
}

/** The item of one context, or null. */
export function clipboardItem<T = unknown>(context: string, storage: ClipboardStorageArea | null = sessionArea()): ClipboardItem<T> | null {
  return (readClipboard(storage).find((item) => item.context === context) as ClipboardItem<T> | undefined) ?? null;
}

/** Adds an item, replacing the one of the same context; returns the items after the change. */
export function addToClipboard<T>(item: ClipboardItem<T>, storage: ClipboardStorageArea | null = sessionArea()): ClipboardItem[] {
  if (!item.context) throw new Error('Ein Eintrag der Zwischenablage braucht einen Kontext.');
  const others = readClipboard(storage).filter((stored) => stored.context !== item.context);
  return save([...others, { context: item.context, label: item.label, data: item.data }], storage);
}

/** Removes the item of one context (nothing happens when there is none). */
export function removeFromClipboard(context: string, storage: ClipboardStorageArea | null = sessionArea()): ClipboardItem[] {
  return save(
    readClipboard(storage).filter((item) => item.context !== context),
    storage,
  );
}

/** Empties the clipboard. */
export function clearClipboard(storage: ClipboardStorageArea | null = sessionArea()): ClipboardItem[] {
  return save([], storage);
}

/** Follows changes made on this page; returns the unsubscribe function. */
export function onClipboardChanged(listener: (items: ClipboardItem[]) => void): () => void {
  return onWindowEvent<ClipboardItem[]>(CLIPBOARD_CHANGED_EVENT, listener);
}
