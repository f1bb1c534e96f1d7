import { emitWindowEvent, onWindowEvent, PAGE_TITLE_EVENT } from '../events';
import { pageSlot } from '../page-slot';

/**
 * The page title has one owner: the shell's head sync composes it (libs/domain
 * pageTitle, storefront.md §2.14) from the route and, where a remote knows more than the
 * path (a shop category, a site page it loaded), the page name the remote publishes here.
 * Remotes never write document.title themselves, so a parent's effect cannot overwrite a
 * child's title on client navigation.
 *
 * The last published name is kept on the page's window (every bundle has its own copy of
 * this module), so the shell reads it in the same commit in which the remote published
 * it, and 'asp:page-title' tells the shell to compose again when it changes later.
 */

/** detail of 'asp:page-title' and what is kept: the name belongs to this path only. */
export interface PageTitleDetail {
  pathname: string;
  name: string | null;
}

const published = pageSlot<PageTitleDetail>('asp.pageTitle');

/** A remote names the page at `pathname` (null: the route's own title). */
export function publishPageTitle(pathname: string, name: string | null): void {
  const detail: PageTitleDetail = { pathname, name: name?.trim() || null };
  const current = published.get();
  if (current && current.pathname === detail.pathname && current.name === detail.name) return;
  published.set(detail);
  emitWindowEvent<PageTitleDetail>(PAGE_TITLE_EVENT, detail);
}

/** The page leaves: its name no longer applies (kept if another page already published for its path). */
export function withdrawPageTitle(pathname: string): void {
  const current = published.get();
  if (current?.pathname === pathname) publishPageTitle(pathname, null);
}

/** The name published for this path, if any. */
export function publishedPageTitle(pathname: string): string | null {
  const current = published.get();
  return current && current.pathname === pathname ? current.name : null;
}

/** Listens to published names; returns the unsubscribe function. */
export function onPageTitle(listener: (detail: PageTitleDetail) => void): () => void {
  return onWindowEvent<PageTitleDetail>(PAGE_TITLE_EVENT, listener);
}
