import { useEffect, useReducer } from 'react';
import { useLocation } from '@asp/web-kit/router';
import { onPageTitle, publishedPageTitle, publishPageTitle, withdrawPageTitle } from './page-title';

/**
 * A remote names the page shown (storefront.md §2.14) for the title's one owner to
 * compose '{name} - {title}'; the name is withdrawn when the page leaves. Pages whose
 * route already says everything (division, branch, checkout, status) need not call this.
 */
export function usePageTitle(name: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    publishPageTitle(pathname, name);
    return () => withdrawPageTitle(pathname);
  }, [pathname, name]);
}

/**
 * For the title's owner (the shell's head sync, or a standalone remote): the page name
 * published for `pathname`, re-read whenever a remote publishes — in the same commit or
 * later, after loading its data.
 */
export function usePublishedPageTitle(pathname: string): string | null {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onPageTitle(changed), []);
  return publishedPageTitle(pathname);
}
