import type { Branch, Config } from '@asp/contracts';
import { fill, homePageTexts, openingHoursTexts } from '@asp/i18n';
import { ErrorNotice, hasCookieConsent, Loader, onCookieConsent } from '@asp/web-kit';
import { useEffect, useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { resourceError } from '@asp/i18n';
import { useGetBranchesQuery } from '../api';
import { BranchListPage } from '../branch-list/BranchListPage';
import { selectableBranches } from '@asp/domain';
import { useConfig } from '../startup-context';
import { useNow } from '@asp/web-kit';
import { telHref } from './BranchBanner';
import { directionsUrl, mailtoHref, mapUrl, websiteHref } from './home-links';
import { HoursTable } from './HoursTable';
import { HomeMap } from './map/HomeMap';
import { homeMapMode } from './map/home-map';

/** '/' (storefront.md §2.5): the home page when the home-page plugin is on, otherwise the branch list. */
export function HomeOrBranchList() {
  const config = useConfig();
  return config.enablePluginHomePage ? <HomePage /> : <BranchListPage />;
}

/**
 * The single-branch landing page (storefront.md §2.6) for the first public, enabled
 * branch: three teasers (online ordering, call, directions), opening hours with a toggle
 * to the delivery hours, the contact block and — with the map plugin on and cookie
 * consent given — the 3D map (maplibre-gl, loaded on demand) with a marker per branch,
 * on the configured map style or, without one, on a built-in style that needs no tiles.
 */
export function HomePage() {
  const config = useConfig();
  const now = useNow();
  const branches = useGetBranchesQuery();
  const branch = selectableBranches(branches.data ?? [])[0] ?? null;

  if (branches.isError) return <ErrorNotice message={resourceError('branches', 'load')} onRetry={() => void branches.refetch()} />;
  if (!branches.data) return <Loader />;
  if (!branch) return <BranchListPage />;
  return <HomeContent branch={branch} branches={branches.data} config={config} now={now} />;
}

function HomeContent({ branch, branches, config, now }: { branch: Branch; branches: readonly Branch[]; config: Config; now: Date }) {
  const [showDelivery, setShowDelivery] = useState(false);
  const [consent, setConsent] = useState(() => hasCookieConsent());
  useEffect(() => onCookieConsent(() => setConsent(true)), []);
  const directions = directionsUrl(branch);
  const map = mapUrl(branch, config.mapZoom);
  const mapMode = homeMapMode(config, branch, consent);
  const hasDeliveryHours = branch.isDeliveryHoursEnabled;

  return (
    <div className="asp-home" data-testid="home-page">
      <ul className="asp-home__teasers">
        <li className="asp-teaser" data-testid="teaser-order">
          <h2>{homePageTexts.teaserOrderTitle}</h2>
          <p>{homePageTexts.teaserOrderText}</p>
          <Link className="asp-button" to={`/store/${encodeURIComponent(branch.identifier)}`}>
            {homePageTexts.teaserOrderTitle}
          </Link>
        </li>
        {branch.phone ? (
          <li className="asp-teaser" data-testid="teaser-call">
            <h2>{homePageTexts.teaserCallTitle}</h2>
            <p>{fill(homePageTexts.teaserCallText, { phone: branch.phone })}</p>
            <a className="asp-button" href={telHref(branch.phone)}>
              {branch.phone}
            </a>
          </li>
        ) : null}
        {directions ? (
          <li className="asp-teaser" data-testid="teaser-directions">
            <h2>{homePageTexts.teaserDirectionsTitle}</h2>
            <p>{homePageTexts.teaserDirectionsText}</p>
            <a className="asp-button" href={directions} target="_blank" rel="noreferrer">
              {homePageTexts.teaserDirectionsTitle}
            </a>
          </li>
        ) : null}
      </ul>

      <div className="asp-home__info">
        <section className="asp-home__hours" aria-labelledby="asp-home-hours">
          <h2 id="asp-home-hours">{showDelivery ? openingHoursTexts.deliveryHours : openingHoursTexts.openingHours}</h2>
          <HoursTable
            rules={showDelivery ? branch.deliveryHours : branch.openingHours}
            now={now}
            timeZone={config.timeZone}
            testId={showDelivery ? 'delivery-hours' : 'opening-hours'}
          />
          {hasDeliveryHours ? (
            <button type="button" className="asp-link-button" onClick={() => setShowDelivery((value) => !value)} data-testid="hours-toggle">
              {showDelivery ? homePageTexts.showOpeningHours : homePageTexts.showDeliveryHours}
            </button>
          ) : null}
        </section>

        <section className="asp-home__contact" aria-labelledby="asp-home-contact" data-testid="home-contact">
          <h2 id="asp-home-contact">{homePageTexts.contact}</h2>
          <address>
            <strong>{branch.name}</strong>
            {branch.street ? <span>{branch.street}</span> : null}
            {branch.zipCode || branch.city ? <span>{[branch.zipCode, branch.city].filter(Boolean).join(' ')}</span> : null}
            {branch.phone ? <a href={telHref(branch.phone)}>{branch.phone}</a> : null}
            {branch.email ? <a href={mailtoHref(branch.email)}>{branch.email}</a> : null}
            {config.website ? (
              <a href={websiteHref(config.website)} target="_blank" rel="noreferrer">
                {config.website.replace(/^https?:\/\//i, '')}
              </a>
            ) : null}
          </address>
        </section>
      </div>

      {mapMode !== 'none' ? (
        <section className="asp-home__map" aria-label={homePageTexts.map} data-testid="home-map">
          {mapMode === 'map' ? <HomeMap branch={branch} branches={branches} config={config} fallbackUrl={map} /> : null}
          {mapMode === 'consent' ? <p>{homePageTexts.mapNeedsConsent}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
