import type { Branch } from '@asp/contracts';
import { branchToolbarState, closedMessages, imageUrl, preorderMessages } from '@asp/domain';
import { openingHoursTexts, storefrontTexts } from '@asp/i18n';
import { Link } from '@asp/web-kit/router';
import { HoursTable } from './HoursTable';

/** tel: link of a phone number as written ('+49 7531 123450' → 'tel:+497531123450'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * The branch intro banner of the ordering page (storefront.md §2.8): header image, logo,
 * name, open state (or the closed and pre-order messages of §8), description, address
 * and contact, and the week's opening and delivery hours behind a disclosure.
 */
export function BranchBanner({ branch, now, timeZone }: { branch: Branch; now: Date; timeZone: string }) {
  const state = branchToolbarState(branch, now, timeZone);
  const closed = closedMessages(branch, now, timeZone);
  const headerImage = branch.images[0];
  return (
    <section className="asp-banner" data-testid="branch-intro">
      {headerImage ? <img className="asp-banner__image" src={imageUrl(headerImage)} alt="" width={1600} height={900} /> : null}
      <div className="asp-banner__body">
        <p className="asp-banner__back">
          <Link to="/">{storefrontTexts.backToBranches}</Link>
        </p>
        <header className="asp-banner__header">
          {branch.logo ? <img className="asp-banner__logo" src={imageUrl(branch.logo)} alt="" width={56} height={56} /> : null}
          <h1 className="asp-banner__name">{branch.name}</h1>
        </header>
        {closed.length === 0 ? (
          <p className={state.isWarning ? 'asp-banner__state asp-banner__state--warning' : 'asp-banner__state'} data-testid="branch-state">
            {state.text}
          </p>
        ) : (
          <div className="asp-banner__closed" data-testid="branch-state" role="status">
            {[...closed, ...preorderMessages(branch)].map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {branch.description ? (
          // Written by staff in the back office, shown as HTML like the other descriptions.
          <div className="asp-banner__description" dangerouslySetInnerHTML={{ __html: branch.description }} />
        ) : null}
        <address className="asp-banner__contact">
          {branch.street ? <span>{branch.street}</span> : null}
          {branch.zipCode || branch.city ? <span>{[branch.zipCode, branch.city].filter(Boolean).join(' ')}</span> : null}
          {branch.phone ? <a href={telHref(branch.phone)}>{branch.phone}</a> : null}
          {branch.email ? <a href={`mailto:${branch.email}`}>{branch.email}</a> : null}
        </address>
        <details className="asp-banner__hours">
          <summary>{openingHoursTexts.openingHours}</summary>
          <HoursTable rules={branch.openingHours} now={now} timeZone={timeZone} testId="opening-hours" />
          {branch.isDeliveryEnabled && branch.isDeliveryHoursEnabled ? (
            <>
              <h2 className="asp-banner__hours-title">{openingHoursTexts.deliveryHours}</h2>
              <HoursTable rules={branch.deliveryHours} now={now} timeZone={timeZone} testId="delivery-hours" />
            </>
          ) : null}
        </details>
      </div>
    </section>
  );
}
