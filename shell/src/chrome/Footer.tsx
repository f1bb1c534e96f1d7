import { formatEntry, resolveNavigation, weekOpeningHours, type NavigationContext, type ResolvedNavigationItem } from '@asp/domain';
import { chromeTexts } from '@asp/i18n';
import { Fragment, useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { useChrome } from './chrome-context';
import { publicNavigation } from './content-data';
import { companyData, legalLinks, phoneHref, routeUrl, type ChromeLink } from './footer-data';
import { NavigationLink } from './NavigationLink';
import { useNow } from '@asp/web-kit';

const t = chromeTexts.footer;

function LegalLinks({ links }: { links: ChromeLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="asp-footer__legal" aria-label={t.legal} data-testid="footer-legal">
      {links.map((link) =>
        link.isExternal ? (
          <a key={link.key} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ) : (
          <Link key={link.key} to={link.href}>
            {link.label}
          </Link>
        ),
      )}
    </nav>
  );
}

function NavigationList({ items }: { items: ResolvedNavigationItem[] }) {
  return (
    <ul className="asp-footer__list">
      {items.map((item, index) => (
        <li key={`${item.href}-${index}`}>
          <NavigationLink item={item} />
        </li>
      ))}
    </ul>
  );
}

/** The simple footer: the shop name and the legal links. */
export function SimpleFooter() {
  const { config } = useChrome();
  return (
    <footer className="asp-footer asp-footer--simple" data-testid="footer">
      <span className="asp-footer__name">{config.shopName || config.title}</span>
      <LegalLinks links={legalLinks(config)} />
    </footer>
  );
}

/**
 * The extended footer (storefront.md §2.13): company data (only if name, street, zip
 * code and city are all set), office hours of the first public enabled branch, contact
 * (phone, e-mail, navigation 'contact'), links (navigation 'footer'), social media links
 * (navigation 'social'), and per public
 * enabled branch 'Filiale' name, address, phone and a 'Route' link; then the legal links.
 */
export function ExtendedFooter() {
  const { startup, config, branches, pathname } = useChrome();
  const now = useNow(15 * 60_000);
  const company = companyData(config);
  const first = branches[0];
  const hours = useMemo(
    () => (first ? weekOpeningHours(first.openingHours, now, config.timeZone).map(formatEntry) : []),
    [first, now, config.timeZone],
  );
  const ctx: NavigationContext = useMemo(
    () => ({ path: pathname, sites: startup.sites, branches: startup.branches.map((b) => ({ id: b.id, identifier: b.identifier })) }),
    [pathname, startup],
  );
  const contactNav = resolveNavigation(publicNavigation(startup, 'contact')?.items, ctx);
  const footerNav = resolveNavigation(publicNavigation(startup, 'footer')?.items, ctx);
  // Social media links: the public navigation 'social' (external links, edited with the other navigations).
  const socialNav = resolveNavigation(publicNavigation(startup, 'social')?.items, ctx);
  const hasContact = Boolean(config.phone || config.email || contactNav.length);

  return (
    <footer className="asp-footer asp-footer--extended" data-testid="footer">
      <div className="asp-footer__columns">
        {company ? (
          <section className="asp-footer__section" data-testid="footer-company">
            <h2>{t.company}</h2>
            <address>
              <span>{company.name}</span>
              <span>{company.street}</span>
              <span>{`${company.zipCode} ${company.city}`}</span>
            </address>
          </section>
        ) : null}
        {hours.length > 0 ? (
          <section className="asp-footer__section asp-footer__section--hours" data-testid="footer-hours">
            <h2>{t.officeHours}</h2>
            <dl className="asp-footer__hours">
              {hours.map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  {/* One span per interval: a narrow column breaks between intervals, never inside one. */}
                  <dd>
                    {row.hours.map((range, index) => (
                      <Fragment key={index}>
                        {index > 0 ? ' ' : null}
                        <span className="asp-footer__hours-range">{index < row.hours.length - 1 ? `${range},` : range}</span>
                      </Fragment>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {hasContact ? (
          <section className="asp-footer__section" data-testid="footer-contact">
            <h2>{t.contact}</h2>
            <ul className="asp-footer__list">
              {config.phone ? (
                <li>
                  <a href={phoneHref(config.phone)}>{config.phone}</a>
                </li>
              ) : null}
              {config.email ? (
                <li>
                  <a href={`mailto:${config.email}`}>{config.email}</a>
                </li>
              ) : null}
            </ul>
            {contactNav.length ? <NavigationList items={contactNav} /> : null}
          </section>
        ) : null}
        {footerNav.length ? (
          <section className="asp-footer__section" data-testid="footer-links">
            <h2>{t.links}</h2>
            <NavigationList items={footerNav} />
          </section>
        ) : null}
        {socialNav.length ? (
          <section className="asp-footer__section" data-testid="footer-social">
            <h2>{t.socialMedia}</h2>
            <NavigationList items={socialNav} />
          </section>
        ) : null}
      </div>
      {branches.length ? (
        <ul className="asp-footer__branches" data-testid="footer-branches">
          {branches.map((branch) => {
            const route = routeUrl(branch);
            return (
              <li key={branch.id} className="asp-footer__branch">
                <span className="asp-footer__branch-label">{t.branch}</span>
                <strong>{branch.name}</strong>
                {branch.street ? <span>{branch.street}</span> : null}
                {branch.zipCode || branch.city ? <span>{[branch.zipCode, branch.city].filter(Boolean).join(' ')}</span> : null}
                {branch.phone ? <a href={phoneHref(branch.phone)}>{branch.phone}</a> : null}
                {route ? (
                  <a href={route} target="_blank" rel="noopener noreferrer">
                    {t.route}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="asp-footer__bottom">
        <span className="asp-footer__name">{config.shopName || config.title}</span>
        <LegalLinks links={legalLinks(config)} />
      </div>
    </footer>
  );
}
