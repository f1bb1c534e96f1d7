import { useEffect } from 'react';

/** The web app manifest (built next to the service worker) is linked only while the app plugin is on. */
export function AppManifest() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.appendChild(link);
    return () => link.remove();
  }, []);
  return null;
}
