import { APP_MANIFEST_PATH } from '@asp/domain';
import { useEffect } from 'react';

/**
 * The web app manifest is linked only while the app plugin is on. The gateway makes it from
 * the shop configuration (name, colour, icons from the logo), so installing shows the shop.
 */
export function AppManifest() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = APP_MANIFEST_PATH;
    document.head.appendChild(link);
    return () => link.remove();
  }, []);
  return null;
}
