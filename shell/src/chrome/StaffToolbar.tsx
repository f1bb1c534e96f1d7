import { formatUserName } from '@asp/domain';
import { chromeTexts, fill } from '@asp/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useChrome } from './chrome-context';

declare const __APP_VERSION__: string | undefined;
/** The app version (package.json), put in by the shell's webpack build. */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

const ACTIVE_KEY = 'asp.staffToolbar';

function readActive(): boolean {
  try {
    return localStorage.getItem(ACTIVE_KEY) !== 'inactive';
  } catch {
    return true;
  }
}

/**
 * The staff toolbar for a signed-in user (storefront.md §2.13, document 1 §2): a toggle
 * between active and inactive (remembered), links in a new tab to the back office's
 * Seiten, Statistiken and Navigationen, a user menu with the formatted name, 'Ins
 * Backend wechseln' and 'Abmelden', and the app version.
 */
export function StaffToolbar() {
  const { startup } = useChrome();
  const user = startup.user.user;
  const [active, setActive] = useState(readActive);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  if (!user) return null;

  function toggle() {
    const next = !active;
    setActive(next);
    try {
      localStorage.setItem(ACTIVE_KEY, next ? 'active' : 'inactive');
    } catch {
      // not remembered without storage
    }
  }

  const t = chromeTexts.toolbar;
  return (
    <div
      className={active ? 'asp-staff-toolbar' : 'asp-staff-toolbar asp-staff-toolbar--inactive'}
      role="region"
      aria-label={t.staffToolbar}
      data-testid="staff-toolbar"
    >
      <button type="button" className="asp-staff-toolbar__toggle" aria-pressed={active} data-testid="staff-toolbar-toggle" onClick={toggle}>
        {active ? t.active : t.inactive}
      </button>
      {active ? (
        <>
          <nav className="asp-staff-toolbar__links">
            <a href="/backend#/sites" target="_blank" rel="noopener">
              {t.sites}
            </a>
            <a href="/backend#/dashboard" target="_blank" rel="noopener">
              {t.dashboard}
            </a>
            <a href="/backend#/navigations" target="_blank" rel="noopener">
              {t.navigations}
            </a>
          </nav>
          <div className="asp-staff-toolbar__user" ref={menu}>
            <button
              type="button"
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              data-testid="staff-user-menu"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {formatUserName(user)} <span aria-hidden="true">▾</span>
            </button>
            {menuOpen ? (
              <ul id={menuId} className="asp-staff-toolbar__menu" aria-label={t.userMenu}>
                <li>
                  <a href="/backend">{t.toBackend}</a>
                </li>
                <li>
                  <a href="/backend/logout">{t.logout}</a>
                </li>
              </ul>
            ) : null}
          </div>
          <span className="asp-staff-toolbar__version" data-testid="app-version">
            {fill(t.version, { version: APP_VERSION })}
          </span>
        </>
      ) : null}
    </div>
  );
}
