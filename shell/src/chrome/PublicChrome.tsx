import { selectableBranches } from '@asp/domain';
import { resolveSelfService, type StartupData } from '@asp/web-kit';
import { useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from '@asp/web-kit/router';
import { AdminTools } from './AdminTools';
import { ChromeContext, type ChromeState } from './chrome-context';
import { CookieBanner } from './CookieBanner';
import { ExtendedFooter, SimpleFooter } from './Footer';
import { Header } from './Header';
import { OpeningHoursToolbar } from './OpeningHoursToolbar';
import { Popups } from './Popups';
import { AppManifest } from './pwa/AppManifest';
import { InstallDialogs, UpdateNotice } from './pwa/AppOverlays';
import { usePwa } from './pwa/use-pwa';
import { routeMeta } from './route-meta';
import { Screensaver } from './Screensaver';
import { StaffToolbar } from './StaffToolbar';
import { useConsent } from './use-consent';
import { useHeadSync } from './use-head-sync';
import { useNavigationEffects } from './use-navigation-effects';
import { usePageViews } from './use-page-views';
import { useThirdParty } from './use-third-party';
import styles from './PublicChrome.module.css';

/**
 * The public page frame (storefront.md §2.2, §2.3, §2.13, §2.14): staff toolbar,
 * opening-hours toolbar, header, the routed remote, footer, cookie banner, popups, the
 * admin tools panel and the app overlays; head data and analytics page views follow the route,
 * and each navigation fades the routed content in and scrolls (to the top or the hash, §2.1).
 */
export function PublicChrome({ startup, children }: { startup: StartupData; children: ReactNode }) {
  const location = useLocation();
  const { pathname, search } = location;
  const main = useRef<HTMLElement>(null);
  const config = startup.config;
  const selfService = useMemo(() => resolveSelfService(search), [search]);
  const branches = useMemo(() => selectableBranches(startup.branches), [startup.branches]);
  const identifiers = useMemo(() => startup.branches.filter((b) => b.isEnabled).map((b) => b.identifier), [startup.branches]);
  const meta = useMemo(() => routeMeta(pathname, identifiers), [pathname, identifiers]);
  const state: ChromeState = useMemo(
    () => ({ startup, config, pathname, meta, selfService, branches }),
    [startup, config, pathname, meta, selfService, branches],
  );

  const consent = useConsent();
  const pwa = usePwa({ pluginEnabled: config.enablePluginPWA, selfService, consent });
  useHeadSync(config, meta, pathname, startup.branches);
  usePageViews(pathname, consent.given);
  useThirdParty(config, consent.given, selfService);
  useNavigationEffects(location, main);

  // Checkout pages and the kiosk keep the simple footer; everywhere else the extended one.
  const simpleFooter = meta.isCheckout || selfService;
  return (
    <ChromeContext.Provider value={state}>
      <div className={`${styles.root} ${selfService ? 'asp-page asp-page--self-service' : 'asp-page'}`}>
        <StaffToolbar />
        <OpeningHoursToolbar />
        <Header showInstallLink={pwa.showInstallLink} onInstall={pwa.openPrompt} />
        <main ref={main} className="asp-main" id="main">
          {children}
        </main>
        {simpleFooter ? <SimpleFooter /> : <ExtendedFooter />}
        <CookieBanner consentGiven={consent.given} />
        {selfService ? null : <Popups />}
        <AdminTools />
        <UpdateNotice pwa={pwa} />
        <InstallDialogs pwa={pwa} />
        {selfService ? <Screensaver /> : null}
        {config.enablePluginPWA ? <AppManifest /> : null}
      </div>
    </ChromeContext.Provider>
  );
}
