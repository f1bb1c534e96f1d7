import { trackPageView } from '@asp/web-kit';
import { useEffect } from 'react';

/** Page views fire 250 ms after each navigation (storefront.md §7), once the title has settled. */
export const PAGE_VIEW_DELAY_MS = 250;

export function usePageViews(path: string, consentGiven: boolean): void {
  useEffect(() => {
    if (!consentGiven) return;
    const timer = setTimeout(() => trackPageView(path, document.title), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path, consentGiven]);
}
