import { resolveNavigation, uploadUrl, type NavigationContext } from '@asp/domain';
import { chromeTexts, shellTexts } from '@asp/i18n';
import { useId, useMemo, useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { CartButton } from './CartButton';
import { useChrome } from './chrome-context';
import { publicNavigation } from './content-data';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';

/**
 * The page header (storefront.md §2.3): logo or shop name linking to '/', the main menu
 * (public navigation 'mainMenu', rendered only when the start-up data has it), the Shop
 * link when branches with an identifier exist, 'Online Bestellen' when exactly one
 * branch exists, the install-app link, the cart button and the mobile menu.
 */
export function Header({ showInstallLink, onInstall }: { showInstallLink: boolean; onInstall: () => void }) {
  const { startup, config, pathname, branches } = useChrome();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const name = config.shopName || config.title;

  const navContext: NavigationContext = useMemo(
    () => ({ path: pathname, sites: startup.sites, branches: startup.branches.map((b) => ({ id: b.id, identifier: b.identifier })) }),
    [pathname, startup],
  );
  const mainMenu = useMemo(() => resolveNavigation(publicNavigation(startup, 'mainMenu')?.items, navContext), [startup, navContext]);
  const mobileMenu = useMemo(() => resolveNavigation(publicNavigation(startup, 'mobileMenu')?.items, navContext), [startup, navContext]);
  const withIdentifier = branches.filter((branch) => branch.identifier);

  return (
    <header className="asp-header" data-testid="site-header">
      <div className="asp-header__bar">
        <Link to="/" className="asp-header__home" data-testid="header-home">
          {config.logo ? (
            <img className="asp-header__logo" src={uploadUrl(config.logo)} alt={name || shellTexts.home} />
          ) : (
            <span className="asp-header__name">{name || shellTexts.home}</span>
          )}
        </Link>
        <MainMenu items={mainMenu} />
        <div className="asp-header__actions">
          {withIdentifier.length > 0 ? (
            <Link to="/shop" className="asp-header__link" data-testid="shop-link">
              {chromeTexts.header.shop}
            </Link>
          ) : null}
          {withIdentifier.length === 1 ? (
            <Link
              to={`/store/${withIdentifier[0].identifier}`}
              className="asp-header__link asp-header__link--order"
              data-testid="online-order-link"
            >
              {chromeTexts.header.onlineOrder}
            </Link>
          ) : null}
          {showInstallLink ? (
            <button type="button" className="asp-header__link asp-header__install" data-testid="install-link" onClick={onInstall}>
              {chromeTexts.header.installApp}
            </button>
          ) : null}
          <CartButton />
          {mobileMenu.length > 0 ? (
            <button
              type="button"
              className="asp-header__burger"
              data-testid="mobile-menu-button"
              aria-expanded={mobileOpen}
              aria-controls={mobileId}
              aria-label={mobileOpen ? chromeTexts.header.closeMenu : chromeTexts.header.openMenu}
              onClick={() => setMobileOpen(!mobileOpen)}
            >
              <span aria-hidden="true">{mobileOpen ? '×' : '☰'}</span>
            </button>
          ) : null}
        </div>
      </div>
      {mobileOpen && mobileMenu.length > 0 ? <MobileMenu id={mobileId} items={mobileMenu} onClose={() => setMobileOpen(false)} /> : null}
    </header>
  );
}
