import { kitTexts } from '@asp/i18n';
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** How long a toast stays (errors longer: they are read twice). */
const TOAST_MS: Record<ToastKind, number> = { success: 4000, info: 5000, error: 8000 };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Removes one toast (its close button, or its time is up). */
export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/**
 * A short notice after something happened ('Gespeichert.'), shown by the one
 * <ToastRegion/> of the page. A module-level store: any code may announce, whichever
 * remote renders the region; failures with a retry stay with CallStatus.
 */
export function showToast(message: string, kind: ToastKind = 'success'): number {
  const toast = { id: nextId++, message, kind };
  toasts = [...toasts.slice(-4), toast];
  emit();
  setTimeout(() => dismissToast(toast.id), TOAST_MS[kind]);
  return toast.id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts (for the region, and tests). */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** Where toasts appear: a polite live region, so screen readers announce them without moving focus. */
export function ToastRegion() {
  const shown = useToasts();
  return (
    <div className="asp-toasts" role="region" aria-live="polite" aria-label={kitTexts.notifications} data-testid="toasts">
      {shown.map((toast) => (
        <div key={toast.id} className={`asp-toast asp-toast--${toast.kind}`} data-testid="toast">
          <span>{toast.message}</span>
          <button type="button" className="asp-toast__close" aria-label={kitTexts.closeToast} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
