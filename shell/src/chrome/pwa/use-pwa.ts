import { getCookie, INSTALL_APP_EVENT, onWindowEvent, setCookie } from '@asp/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INSTALL_PROMPT_DELAY_AFTER_ACCEPT_MS,
  INSTALL_PROMPT_DELAY_MS,
  PWA_DISMISS_COOKIE,
  PWA_DISMISS_DAYS,
  shouldOfferInstall,
  showInstallLink,
  UPDATE_CHECK_DELAY_MS,
  UPDATE_CHECK_INTERVAL_MS,
} from './install-rules';
import {
  controlledNow,
  currentRegistration,
  isStandalone,
  registerServiceWorker,
  restartWithUpdate,
  sendLoadedFiles,
  serviceWorkerSupported,
  unregisterServiceWorkers,
  watchForUpdates,
} from './service-worker-client';

/** Chrome's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

export type InstallStep = 'closed' | 'prompt' | 'instructions';

export interface PwaState {
  showInstallLink: boolean;
  installStep: InstallStep;
  updateReady: boolean;
  openPrompt(): void;
  install(): Promise<void>;
  dismiss(): void;
  cancelInstructions(): Promise<void>;
  finishInstructions(): void;
  restart(): void;
}

/**
 * App install and update (storefront.md §4 "Cookie consent and app install"): with the
 * app plugin off every service worker is unregistered. Otherwise the install prompt may
 * show 250 ms after the banner is accepted, or 5000 ms after start when consent exists;
 * install registers the worker and shows the instructions (cancel unregisters and
 * returns to the prompt). An existing registration is checked for updates 2.5 s after
 * start and every 30 minutes; a waiting update shows 'App neustarten'.
 */
export function usePwa({
  pluginEnabled,
  selfService,
  consent,
}: {
  pluginEnabled: boolean;
  selfService: boolean;
  consent: { given: boolean; justGiven: boolean };
}): PwaState {
  // undefined until the first check; without support or with the plugin off there is none.
  const [foundRegistration, setRegistration] = useState<ServiceWorkerRegistration | null | undefined>(undefined);
  const active = serviceWorkerSupported() && pluginEnabled;
  const registration = active ? foundRegistration : null;
  const [installStep, setInstallStep] = useState<InstallStep>('closed');
  const [updateReady, setUpdateReady] = useState(false);
  const [installed, setInstalled] = useState(false);
  const deferredPrompt = useRef<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (!serviceWorkerSupported()) return;
    if (!pluginEnabled) {
      void unregisterServiceWorkers();
      return;
    }
    let alive = true;
    void currentRegistration().then((found) => alive && setRegistration(found));
    const onPrompt = (event: Event) => {
      event.preventDefault();
      deferredPrompt.current = event as BeforeInstallPromptEvent;
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      alive = false;
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [pluginEnabled]);

  useEffect(() => {
    if (!registration) return;
    void sendLoadedFiles().catch(() => undefined);
    const stopWatching = watchForUpdates(registration, () => setUpdateReady(true));
    const update = () => void registration.update().catch(() => undefined);
    const first = setTimeout(update, UPDATE_CHECK_DELAY_MS);
    const every = setInterval(update, UPDATE_CHECK_INTERVAL_MS);
    return () => {
      stopWatching();
      clearTimeout(first);
      clearInterval(every);
    };
  }, [registration]);

  const conditions = {
    pluginEnabled,
    selfService,
    standalone: installed || isStandalone(),
    supported: serviceWorkerSupported(),
    registered: registration !== null && registration !== undefined,
  };
  // Until the registration is read, a controlling worker stands for it: the header's install
  // link is decided in the first render, so it does not appear late and push the page down.
  const linkShown = showInstallLink(registration === undefined ? { ...conditions, registered: controlledNow() } : conditions);
  const offer = registration !== undefined && shouldOfferInstall({ ...conditions, dismissed: getCookie(PWA_DISMISS_COOKIE) === 'true' });

  useEffect(() => {
    if (!consent.given || !offer) return;
    const timer = setTimeout(
      () => setInstallStep((step) => (step === 'closed' ? 'prompt' : step)),
      consent.justGiven ? INSTALL_PROMPT_DELAY_AFTER_ACCEPT_MS : INSTALL_PROMPT_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // The consent moment and the first registration check (offer turns true) start the
    // delay; once the offer ends (installed, dismissed) a pending prompt is dropped.
  }, [consent.given, consent.justGiven, offer]);

  const openPrompt = useCallback(() => setInstallStep('prompt'), []);
  useEffect(() => (linkShown ? onWindowEvent(INSTALL_APP_EVENT, openPrompt) : undefined), [linkShown, openPrompt]);

  return {
    showInstallLink: linkShown,
    installStep,
    updateReady,
    openPrompt,
    async install() {
      const prompt = deferredPrompt.current;
      deferredPrompt.current = null;
      setRegistration(await registerServiceWorker().catch(() => null));
      setInstallStep('instructions');
      await prompt?.prompt().catch(() => undefined);
    },
    dismiss() {
      setCookie(PWA_DISMISS_COOKIE, 'true', PWA_DISMISS_DAYS);
      setInstallStep('closed');
    },
    async cancelInstructions() {
      await unregisterServiceWorkers();
      setRegistration(null);
      setInstallStep('prompt');
    },
    finishInstructions() {
      setInstallStep('closed');
    },
    restart() {
      restartWithUpdate(registration ?? null);
    },
  };
}
