import { chromeTexts, operationTexts } from '@asp/i18n';
import { Button, Dialog } from '@asp/web-kit';
import { useEffect, useState } from 'react';
import { installPlatform } from './install-rules';
import type { PwaState } from './use-pwa';

const t = chromeTexts.overlays;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** 'Sie sind offline' / 'Bitte überprüfen Sie Ihre Internetverbindung.' with a retry that reloads (storefront.md §2.13, §8). */
export function OfflineOverlay() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      className="asp-overlay asp-overlay--offline"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="asp-offline-title"
      data-testid="offline-overlay"
    >
      <div className="asp-overlay__panel">
        <h2 id="asp-offline-title">{t.offlineTitle}</h2>
        <p>{t.offlineText}</p>
        <Button onClick={() => window.location.reload()} data-testid="offline-retry">
          {operationTexts.retry}
        </Button>
      </div>
    </div>
  );
}

/** The update notice with 'App neustarten' (skip waiting, then reload). */
export function UpdateNotice({ pwa }: { pwa: PwaState }) {
  if (!pwa.updateReady) return null;
  return (
    <div className="asp-update-notice" role="status" data-testid="update-notice">
      <span>{t.updateAvailable}</span>
      <Button onClick={pwa.restart} data-testid="update-restart">
        {t.restart}
      </Button>
    </div>
  );
}

/** The install prompt, then the install instructions for Android, iOS, iPad or other devices. */
export function InstallDialogs({ pwa }: { pwa: PwaState }) {
  if (pwa.installStep === 'prompt') {
    return (
      <Dialog open title={t.installTitle} onClose={pwa.dismiss}>
        <div data-testid="install-prompt">
          <p>{t.installText}</p>
          <div className="asp-overlay__actions">
            <Button variant="secondary" onClick={pwa.dismiss} data-testid="install-dismiss">
              {t.notNow}
            </Button>
            <Button onClick={() => void pwa.install()} data-testid="install-confirm">
              {t.install}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }
  if (pwa.installStep === 'instructions') {
    const platform = installPlatform(navigator.userAgent, navigator.maxTouchPoints);
    return (
      <Dialog open title={t.instructionsTitle} onClose={pwa.finishInstructions}>
        <div data-testid="install-instructions" data-platform={platform}>
          <p>{t.instructions[platform]}</p>
          <div className="asp-overlay__actions">
            <Button variant="secondary" onClick={() => void pwa.cancelInstructions()} data-testid="install-cancel">
              {t.cancel}
            </Button>
            <Button onClick={pwa.finishInstructions} data-testid="install-done">
              {t.done}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }
  return null;
}
