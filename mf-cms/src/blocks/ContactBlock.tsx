import type { Branch } from '@asp/contracts';
import { websiteTexts } from '@asp/i18n';
import { useState } from 'react';
import { Link, useLocation } from '@asp/web-kit/router';
import { publicNode, siteByPath, useWebsite, visibleBranches } from '../content-context';
import { FormView } from '../form/FormView';
import { ContentImage } from '../parts/ContentImage';
import { OpeningHours } from '../parts/OpeningHours';
import { RichText } from '../parts/RichText';
import { image, references, str, withTabs, type Value } from './block-values';

/** mailto: and tel: links (the spec README: the old product's crossed links were a defect). */
export const mailHref = (email: string) => `mailto:${email}`;
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A maps service at latitude,longitude (only when both exist). */
export function branchMapUrl(branch: Pick<Branch, 'latitude' | 'longitude'>): string | null {
  if (branch.latitude === null || branch.longitude === null) return null;
  return `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`;
}

/**
 * contact (website.md §2): hero with background, headline text, shop name and address,
 * e-mail and phone links and a quote; a breadcrumb (home, current site); one tab per public
 * enabled branch (the first selected) with map link, first image, 'Filiale {name}',
 * address, links, opening hours and the form at the same position in the block's forms.
 */
export function ContactBlock({ value: stored }: { value: Value }) {
  // The builder keeps text, quote and the design fields in its tabs field 'contact'.
  const value = withTabs(stored, 'contact');
  const { config, branches, sites, nodes } = useWebsite();
  const { pathname } = useLocation();
  const tabs = visibleBranches(branches);
  const [selected, setSelected] = useState(0);
  const branch = tabs[selected] ?? null;
  const formIds = references(value, 'forms');
  const form = formIds[selected] === undefined ? null : publicNode(nodes, formIds[selected], 'form');
  const site = siteByPath(sites, pathname);
  const background = str(value, 'background_color');

  return (
    <div className="cms-contact">
      <div className="cms-contact__hero" style={background ? { background } : undefined}>
        <ContentImage image={image(value, 'background_image')} className="cms-background" />
        <nav className="cms-breadcrumb" aria-label="Breadcrumb">
          <Link to="/">{websiteTexts.home}</Link>
          {site && site.path !== '/' ? <span aria-current="page">{site.name}</span> : null}
        </nav>
        <RichText html={str(value, 'text')} />
        <address className="cms-contact__shop">
          <strong>{config.shopName}</strong>
          <span>{config.street}</span>
          <span>
            {config.zipCode} {config.city}
          </span>
          {config.email ? <a href={mailHref(config.email)}>{config.email}</a> : null}
          {config.phone ? <a href={phoneHref(config.phone)}>{config.phone}</a> : null}
        </address>
        {str(value, 'quote') ? <blockquote className="cms-quote">{str(value, 'quote')}</blockquote> : null}
      </div>
      {tabs.length > 0 ? (
        <div className="cms-tabs" role="tablist">
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={index === selected}
              className={index === selected ? 'cms-tab is-active' : 'cms-tab'}
              onClick={() => setSelected(index)}
            >
              {tab.name}
            </button>
          ))}
        </div>
      ) : null}
      {branch ? <BranchPanel branch={branch} timeZone={config.timeZone} /> : null}
      {form ? <FormView key={form.id} form={form} /> : null}
    </div>
  );
}

function BranchPanel({ branch, timeZone }: { branch: Branch; timeZone: string }) {
  const map = branchMapUrl(branch);
  return (
    <div className="cms-contact__branch" role="tabpanel" data-testid="contact-branch">
      <ContentImage image={branch.images[0] ?? null} sizes="(min-width: 960px) 40vw, 100vw" />
      <h3>
        {websiteTexts.branchPrefix} {branch.name}
      </h3>
      <address>
        <span>{branch.street}</span>
        <span>
          {branch.zipCode} {branch.city}
        </span>
        {branch.email ? <a href={mailHref(branch.email)}>{branch.email}</a> : null}
        {branch.phone ? <a href={phoneHref(branch.phone)}>{branch.phone}</a> : null}
      </address>
      {map ? (
        <a className="cms-button cms-button--secondary" href={map} target="_blank" rel="noopener noreferrer">
          {websiteTexts.mapLink}
        </a>
      ) : null}
      <OpeningHours rules={branch.openingHours} timeZone={timeZone} />
    </div>
  );
}
