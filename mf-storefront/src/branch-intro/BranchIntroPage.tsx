import type { Branch, OpeningHourRuleRecord } from '@asp/contracts';
import { branchToolbarState, closedMessages, formatEntry, imageUrl, pageTitle, preorderMessages, weekOpeningHours } from '@asp/domain';
import { openingHoursTexts, resourceError, storefrontTexts } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useGetBranchesQuery } from '../api';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { selectBranch } from '../selection-slice';
import { useConfig } from '../startup-context';
import { useAppDispatch } from '../store';
import { useNow } from '../use-now';
import '../branch-list/branch-list.css';

function HoursTable({ title, rules, now, timeZone, testId }: { title: string; rules: OpeningHourRuleRecord[]; now: Date; timeZone: string; testId: string }) {
  const rows = weekOpeningHours(rules, now, timeZone).map(formatEntry);
  return (
    <section className="asp-branch-intro__hours" data-testid={testId}>
      <h2>{title}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.days} className="asp-branch-intro__hours-row">
            <dt>{row.days}</dt>
            <dd>
              {row.hours.map((hours) => (
                <span key={hours}>{hours}</span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BranchIntro({ branch, now, timeZone }: { branch: Branch; now: Date; timeZone: string }) {
  const state = branchToolbarState(branch, now, timeZone);
  const closed = closedMessages(branch, now, timeZone);
  const headerImage = branch.images[0];
  return (
    <article className="asp-branch-intro" data-testid="branch-intro">
      <p>
        <Link to="/">{storefrontTexts.backToBranches}</Link>
      </p>
      {headerImage ? <img className="asp-branch-intro__image" src={imageUrl(headerImage)} alt="" /> : null}
      <header className="asp-branch-intro__header">
        {branch.logo ? <img className="asp-branch-intro__logo" src={imageUrl(branch.logo)} alt="" /> : null}
        <h1>{branch.name}</h1>
      </header>
      {closed.length === 0 ? (
        <p className={state.isWarning ? 'asp-branch-intro__state asp-branch-intro__state--warning' : 'asp-branch-intro__state'} data-testid="branch-state">
          {state.text}
        </p>
      ) : (
        <div className="asp-branch-intro__closed" data-testid="branch-state">
          {[...closed, ...preorderMessages(branch)].map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {branch.description ? (
        // Written by staff in the back office, shown as HTML like the other descriptions.
        <div className="asp-branch-intro__description" dangerouslySetInnerHTML={{ __html: branch.description }} />
      ) : null}
      <section className="asp-branch-intro__contact">
        <h2>{storefrontTexts.contact}</h2>
        <address>
          {branch.street ? <span>{branch.street}</span> : null}
          {branch.zipCode || branch.city ? <span>{[branch.zipCode, branch.city].filter(Boolean).join(' ')}</span> : null}
          {branch.phone ? <a href={`tel:${branch.phone.replace(/[^+\d]/g, '')}`}>{branch.phone}</a> : null}
          {branch.email ? <a href={`mailto:${branch.email}`}>{branch.email}</a> : null}
        </address>
      </section>
      <HoursTable title={openingHoursTexts.openingHours} rules={branch.openingHours} now={now} timeZone={timeZone} testId="opening-hours" />
      {branch.isDeliveryEnabled && branch.isDeliveryHoursEnabled ? (
        <HoursTable title={openingHoursTexts.deliveryHours} rules={branch.deliveryHours} now={now} timeZone={timeZone} testId="delivery-hours" />
      ) : null}
    </article>
  );
}

/**
 * /store/{branchIdentifier}: the branch intro of the ordering page (storefront.md §2.8)
 * — name, address, contact, open state and the week's opening hours. It selects the
 * branch; the shop part of the page (categories, products, cart) comes later.
 */
export function BranchIntroPage() {
  const { branchIdentifier = '' } = useParams();
  const config = useConfig();
  const dispatch = useAppDispatch();
  const now = useNow();
  const branches = useGetBranchesQuery(undefined, { refetchOnMountOrArgChange: true });
  const branch = branches.data?.find((candidate) => candidate.identifier === branchIdentifier && candidate.isEnabled);

  useEffect(() => {
    if (!branch) return;
    dispatch(selectBranch(branch.identifier));
    // storefront.md §2.14: the branch route's title is '{branch name} - {title}'.
    document.title = pageTitle({ route: 'branch', config, branch });
  }, [branch, config, dispatch]);

  if (branches.isError) return <ErrorNotice message={resourceError('branches', 'load')} onRetry={() => void branches.refetch()} />;
  if (!branches.data) return <Loader />;
  if (!branch) return <NotFoundPage />;
  return <BranchIntro branch={branch} now={now} timeZone={config.timeZone} />;
}
