import { useEffect, useState } from 'react';

/**
 * The status page's app-install hint (storefront.md §2.12): app plugin on, installing
 * supported (service workers), not running standalone, no registration yet. The install
 * itself is the shell's (asked for with 'asp:install-app').
 */
export function useInstallHint(pluginEnabled: boolean): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!pluginEnabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const standalone =
      window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
    if (standalone) return;
    let alive = true;
    void navigator.serviceWorker.getRegistration('/').then((registration) => alive && setShow(!registration));
    return () => {
      alive = false;
    };
  }, [pluginEnabled]);
  return show;
}
