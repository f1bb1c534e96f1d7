import { publishPageTitle, withdrawPageTitle } from '@asp/web-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Names the page for its title (storefront.md §2.14): the shell's head sync composes
 * '{name} - {title}' with libs/domain's pageTitle. Pages whose route already says
 * everything (division, branch, checkout, status) need not call this; the storefront
 * never writes document.title itself.
 */
export function usePageTitle(name: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    publishPageTitle(pathname, name);
    return () => withdrawPageTitle(pathname);
  }, [pathname, name]);
}
