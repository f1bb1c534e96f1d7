import type { Branch, Config, PublicOrder } from '@asp/contracts';
import { formatPrice, frontdeskHint, isOrderCanceled, orderStatusHeader, orderStatusText, orderSummary, unitLabel } from '@asp/domain';
import { orderStatusPageTexts } from '@asp/i18n';
import type { ReactNode } from 'react';
import { StatusTimeline } from './StatusTimeline';
import styles from './StatusView.module.css';

const t = orderStatusPageTexts;

function amountText(amount: number, unit: string): string {
  return `${amount.toLocaleString('de-DE', { maximumFractionDigits: 3 })} ${unitLabel(unit)}`;
}

function OrderItems({ order }: { order: PublicOrder }) {
  if (order.items.length === 0) return null;
  return (
    <ul className="asp-status-items" data-testid="status-items">
      {order.items.map((item, index) => (
        <li key={index}>
          <span className="asp-status-items__name">
            {amountText(item.amount, item.unit)} {item.product.name}
          </span>
          {item.gross !== null && !item.isPriceHidden ? (
            <span className="asp-status-items__price">
              {formatPrice(item.gross, item.isApproximate ? 'approximate' : null, order.currency)}
            </span>
          ) : null}
        </li>
      ))}
      {order.totals && !order.totals.hasHiddenPrices ? (
        <li className="asp-status-items__total" data-testid="status-total">
          <span>{formatPrice(order.totals.totalGross, order.totals.isApproximate ? 'approximate' : null, order.currency)}</span>
        </li>
      ) : null}
    </ul>
  );
}

function BranchContact({ branch }: { branch: Branch }) {
  return (
    <section className="asp-status-box asp-status-branch" aria-labelledby="asp-status-branch-title" data-testid="status-branch">
      <h2 id="asp-status-branch-title">{t.branch}</h2>
      <address>
        <strong>{branch.name}</strong>
        {branch.street ? <span>{branch.street}</span> : null}
        {branch.zipCode || branch.city ? <span>{[branch.zipCode, branch.city].filter(Boolean).join(' ')}</span> : null}
        {branch.phone ? <a href={`tel:${branch.phone.replace(/[^+\d]/g, '')}`}>{branch.phone}</a> : null}
      </address>
    </section>
  );
}

export interface StatusViewProps {
  order: PublicOrder;
  config: Config;
  branch: Branch | null;
  /** The counter-appointment box and the questionnaire, built by the page (they hold state). */
  counterAppointment?: ReactNode;
  questionnaire?: ReactNode;
  /** App-install hint (app plugin on, supported, not standalone, not registered). */
  installHint?: ReactNode;
}

/**
 * The order status page's content (storefront.md §2.12): header (thank-you, or
 * cancelled plus the rejection message), ticket label and number, status text per order
 * type, timeline, summary list, front-desk hint, branch contact, the app-install hint,
 * the counter-appointment box and the questionnaire. Texts and rules from libs/domain.
 */
export function StatusView({ order, config, branch, counterAppointment, questionnaire, installHint }: StatusViewProps) {
  const header = orderStatusHeader(order);
  const summary = orderSummary(order, config);
  const canceled = isOrderCanceled(order);
  const hint = frontdeskHint(order, config);
  return (
    <article className={`${styles.root} asp-status`} data-testid="status-page" data-status={summary.status}>
      <header className={canceled ? 'asp-status__header asp-status__header--canceled' : 'asp-status__header'} data-testid="status-header">
        <h1>{header[0]}</h1>
        {header.slice(1).map((line) => (
          <p key={line} className="asp-status__rejection" data-testid="status-rejection">
            {line}
          </p>
        ))}
      </header>
      {summary.ticketNumber !== null ? (
        <p className="asp-status__ticket" data-testid="status-ticket">
          <span className="asp-status__ticket-label">{summary.ticketLabel}</span>
          <span className="asp-status__ticket-number">{summary.ticketNumber}</span>
        </p>
      ) : null}
      {canceled ? null : (
        <p className="asp-status__text" data-testid="status-text" aria-live="polite">
          {orderStatusText(order, config.timeZone)}
        </p>
      )}
      {counterAppointment}
      <StatusTimeline order={order} />
      <section className="asp-status-box" aria-labelledby="asp-status-summary-title">
        <h2 id="asp-status-summary-title">{t.summary}</h2>
        <dl className="asp-status-summary" data-testid="status-summary">
          <div>
            <dt>{t.orderUid}</dt>
            <dd data-testid="status-uid">{summary.uid}</dd>
          </div>
          <div>
            <dt>{t.paymentMethod}</dt>
            <dd>{summary.paymentMethod}</dd>
          </div>
          <div>
            <dt>{t.fulfilment}</dt>
            <dd>{summary.fulfilment}</dd>
          </div>
          <div>
            <dt>{t.status}</dt>
            <dd data-testid="status-line">{summary.status}</dd>
          </div>
        </dl>
        <OrderItems order={order} />
      </section>
      {hint ? (
        <p className="asp-status__hint" data-testid="frontdesk-hint">
          {hint}
        </p>
      ) : null}
      {questionnaire}
      {branch ? <BranchContact branch={branch} /> : null}
      {installHint}
    </article>
  );
}
