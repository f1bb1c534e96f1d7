export {
  addToClipboard,
  clearClipboard,
  clipboardItem,
  CLIPBOARD_CHANGED_EVENT,
  CLIPBOARD_STORAGE_KEY,
  onClipboardChanged,
  readClipboard,
  removeFromClipboard,
} from './clipboard';
export type { ClipboardItem, ClipboardStorageArea } from './clipboard';
export { useClipboard } from './use-clipboard';
export type { ClipboardSlot } from './use-clipboard';
