import { chromeTexts, fill } from '@asp/i18n';
import { useEffect, useId, useState } from 'react';
import { clearAllStoredCarts, withdrawCookieConsent } from '@asp/web-kit';
import { seesAdminTools, selfServiceToggleHref, shownCategoryId } from './admin-tools';
import { useChrome } from './chrome-context';

const t = chromeTexts.adminTools;

function reload(): void {
  window.location.reload();
}

/**
 * The frontend tools panel for ROLE_ADMIN on the public shop (storefront.md §2.2, §4): a
 * corner button opening a small panel with what an administrator needs while looking at
 * the shop — edit the branch and category shown (or all branches) and the shop configuration in the back office, try the
 * self-service (kiosk) context, see the cookie banner again, empty the stored carts and
 * reload the data. Escape closes it. Also shown in self-service, so the administrator
 * trying the kiosk context can end it again.
 */
export function AdminTools() {
  const { startup, meta, pathname, selfService } = useChrome();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!startup.user.user || !seesAdminTools(startup.user.roles)) return null;
  const branch = meta.branchIdentifier ? startup.branches.find((b) => b.identifier === meta.branchIdentifier) : undefined;
  const categoryId = shownCategoryId(
    pathname,
    startup.branches.map((b) => b.identifier),
  );
  const category = categoryId === null ? undefined : startup.categories.find((c) => c.id === categoryId);

  return (
    <div className="asp-admin-tools" data-testid="admin-tools">
      <button type="button" className="asp-admin-tools__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t.open}
      </button>
      {open ? (
        <section id={panelId} className="asp-admin-tools__panel" aria-label={t.label}>
          <ul>
            <li>
              {branch ? (
                <a href={`/backend/branches/${branch.id}`} target="_blank" rel="noopener">
                  {fill(t.editBranch, { name: branch.name })}
                </a>
              ) : (
                <a href="/backend/branches" target="_blank" rel="noopener">
                  {t.branches}
                </a>
              )}
            </li>
            {category ? (
              <li>
                <a href={`/backend/categories/${category.id}`} target="_blank" rel="noopener">
                  {fill(t.editCategory, { name: category.name })}
                </a>
              </li>
            ) : null}
            <li>
              <a href="/backend/config" target="_blank" rel="noopener">
                {t.config}
              </a>
            </li>
            <li>
              <a href={selfServiceToggleHref(pathname, selfService)}>{selfService ? t.endSelfService : t.startSelfService}</a>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  withdrawCookieConsent();
                  reload();
                }}
              >
                {t.resetConsent}
              </button>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  clearAllStoredCarts(window.localStorage);
                  reload();
                }}
              >
                {t.clearCarts}
              </button>
            </li>
            <li>
              <button type="button" onClick={reload}>
                {t.reload}
              </button>
            </li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}
