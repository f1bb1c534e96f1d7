import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addToClipboard,
  CLIPBOARD_STORAGE_KEY,
  onClipboardChanged,
  readClipboard,
  removeFromClipboard,
  type ClipboardItem,
} from './clipboard';

export interface ClipboardSlot<T> {
  /** The item of the context, or null when nothing of it was copied. */
  item: ClipboardItem<T> | null;
  /** Copies into the context (replacing what was there). */
  copy: (label: string, data: T) => void;
  /** Takes the context's item out. */
  remove: () => void;
}

/** The stored text is the snapshot: a string, so React sees "unchanged" without parsing. */
function storedText(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CLIPBOARD_STORAGE_KEY);
  } catch {
    return null;
  }
}

const subscribe = (onChange: () => void) => onClipboardChanged(onChange);

/** One context of the clipboard for a component: kept current when another screen copies. */
export function useClipboard<T>(context: string): ClipboardSlot<T> {
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  const item = useMemo(
    () => (text === null ? null : ((readClipboard().find((entry) => entry.context === context) as ClipboardItem<T> | undefined) ?? null)),
    [text, context],
  );
  const copy = useCallback((label: string, data: T) => void addToClipboard({ context, label, data }), [context]);
  const remove = useCallback(() => void removeFromClipboard(context), [context]);
  return { item, copy, remove };
}
