import { SHELL_FILES_MESSAGE } from '../../pwa-worker/shell-worker-rules';
import { SERVICE_WORKER_URL } from './install-rules';

/**
 * The page's side of the service worker (storefront.md §4, §7: registered with root
 * scope). Every call is a no-op where service workers are unavailable.
 */
export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** A worker controls this page now: then one is registered (known at once, unlike the registration). */
export function controlledNow(): boolean {
  return serviceWorkerSupported() && navigator.serviceWorker.controller !== null;
}

export async function currentRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** The page itself and every file it loaded (resource timing), absolute http(s) URLs, each once. */
export function loadedUrls(pageHref: string, entries: ReadonlyArray<{ name: string }>): string[] {
  return [...new Set([pageHref, ...entries.map((entry) => entry.name)])].filter((url) => /^https?:\/\//.test(url));
}

let loadedFilesSent = false;
/** Read when the shell starts: a page the worker controlled from the start sent every request past it. */
const controlledAtStart = serviceWorkerSupported() && navigator.serviceWorker.controller !== null;

/**
 * A page the worker did not control (the visit that installs the app) loaded the shell,
 * the remotes and the start-up data past it: once the worker is active, tell it those files
 * so that a reload without network finds them (the worker keeps what its rules cache).
 */
export async function sendLoadedFiles(): Promise<void> {
  if (loadedFilesSent || controlledAtStart || !serviceWorkerSupported()) return;
  loadedFilesSent = true;
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: SHELL_FILES_MESSAGE, urls: loadedUrls(location.href, performance.getEntriesByType('resource')) });
}

/** Unregisters every worker of the origin (app plugin off, or the install was cancelled). */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!serviceWorkerSupported()) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/**
 * Calls `onUpdateReady` when a new worker has installed and waits while an older one
 * controls the page (the update notice), also for one found waiting at start.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration, onUpdateReady: () => void): () => void {
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onUpdateReady();
  };
  const onUpdateFound = () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') check();
    });
  };
  check();
  registration.addEventListener('updatefound', onUpdateFound);
  return () => registration.removeEventListener('updatefound', onUpdateFound);
}

/** 'App neustarten': the waiting worker takes over (skip waiting), then the page reloads once. */
export function restartWithUpdate(registration: ServiceWorkerRegistration | null): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Running as an installed app. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}
