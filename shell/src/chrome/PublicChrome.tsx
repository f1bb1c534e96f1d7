import type { Config } from '@asp/contracts';
import { shellTexts } from '@asp/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * Minimal public page frame (storefront.md §2.2/§2.3): header with the logo, or the
 * shop name, linking to '/', and a footer with the shop name. Main menu, cart
 * button, toolbar and cookie banner come with the full storefront chrome.
 */
export function PublicChrome({ config, children }: { config: Config; children: ReactNode }) {
  const name = config.shopName || config.title;
  return (
    <div className="shell-page">
      <header className="shell-header">
        <Link to="/" className="shell-header__home">
          {config.logo ? (
            <img className="shell-header__logo" src={`/image/${config.logo.id}-${config.logo.version}.${config.logo.extension}`} alt={name || shellTexts.home} />
          ) : (
            <span className="shell-header__name">{name || shellTexts.home}</span>
          )}
        </Link>
      </header>
      <main className="shell-main">{children}</main>
      <footer className="shell-footer">{name}</footer>
    </div>
  );
}
