import { chromeTexts } from '@asp/i18n';
import { giveCookieConsent } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { useChrome } from './chrome-context';
import { legalLink } from './footer-data';

/**
 * The cookie banner (storefront.md §2.13, §4): shown without consent, never in the
 * self-service context. 'Akzeptieren' stores the consent for 365 days; 'Mehr erfahren'
 * leads to /site/privacy when a privacy policy text exists, otherwise to the external
 * privacy policy in a new tab.
 */
export function CookieBanner({ consentGiven }: { consentGiven: boolean }) {
  const { config, selfService } = useChrome();
  if (consentGiven || selfService) return null;
  const privacy = legalLink(config, 'privacyPolicy');
  const t = chromeTexts.cookieBanner;
  return (
    <section className="asp-cookie-banner" role="region" aria-label={t.label} data-testid="cookie-banner">
      <p className="asp-cookie-banner__text">{t.text}</p>
      <div className="asp-cookie-banner__actions">
        {privacy ? (
          privacy.isExternal ? (
            <a href={privacy.href} target="_blank" rel="noopener noreferrer" data-testid="cookie-banner-more">
              {t.more}
            </a>
          ) : (
            <Link to={privacy.href} data-testid="cookie-banner-more">
              {t.more}
            </Link>
          )
        ) : null}
        <button type="button" className="asp-button" data-testid="cookie-banner-accept" onClick={() => giveCookieConsent()}>
          {t.accept}
        </button>
      </div>
    </section>
  );
}
