import type { Branch } from '@asp/contracts';
import { branchOpenState, branchToolbarState, imageUrl, nextShiftText } from '@asp/domain';
import { storefrontTexts } from '@asp/i18n';
import { Link } from '@asp/web-kit/router';

export interface BranchCardProps {
  branch: Branch;
  now: Date;
  timeZone: string;
}

/**
 * One card of the branch list (storefront.md §2.5): header image, logo, name, address
 * and open/closed state with the next pickup times. Only public branches are
 * selectable (§6): a non-public one stays visible, styled inactive, without a link.
 */
export function BranchCard({ branch, now, timeZone }: BranchCardProps) {
  const state = branchToolbarState(branch, now, timeZone);
  const shift = nextShiftText(branch, now, timeZone);
  const headerImage = branch.images[0];
  const logo = branch.logo ? <img className="asp-branch-card__logo" src={imageUrl(branch.logo)} alt="" loading="lazy" /> : null;
  const stateClass = state.isWarning ? 'warning' : branchOpenState(branch, now, timeZone).isOpen ? 'open' : 'closed';
  const body = (
    <>
      {headerImage ? (
        <div className="asp-branch-card__header">
          <img className="asp-branch-card__image" src={imageUrl(headerImage)} alt="" loading="lazy" />
          {logo}
        </div>
      ) : null}
      <div className={headerImage ? 'asp-branch-card__body' : 'asp-branch-card__body asp-branch-card__body--plain'}>
        {headerImage ? null : logo}
        <h2 className="asp-branch-card__name">{branch.name}</h2>
        <address className="asp-branch-card__address">
          {branch.street ? <span>{branch.street}</span> : null}
          {branch.zipCode || branch.city ? <span>{[branch.zipCode, branch.city].filter(Boolean).join(' ')}</span> : null}
        </address>
        <p className={`asp-branch-card__state asp-branch-card__state--${stateClass}`} data-testid="branch-state">
          {state.text}
        </p>
        <p className="asp-branch-card__shift" data-testid="branch-shift">
          {shift}
        </p>
        {branch.isPublic ? null : <p className="asp-branch-card__inactive-note">{storefrontTexts.branchInactive}</p>}
      </div>
    </>
  );
  if (!branch.isPublic) {
    return (
      <div className="asp-branch-card asp-branch-card--inactive" aria-disabled="true" data-testid={`branch-card-${branch.identifier}`}>
        {body}
      </div>
    );
  }
  return (
    <Link className="asp-branch-card" to={`/store/${branch.identifier}`} data-testid={`branch-card-${branch.identifier}`}>
      {body}
    </Link>
  );
}
