import type { Branch } from '@asp/contracts';
import { priceNotes, type CartItem, type CartPricing } from '@asp/domain';
import { checkoutSectionTexts, shopTexts } from '@asp/i18n';
import { summaryItemLines, summaryTotalLines } from './summary-lines';

export interface CheckoutSummaryProps {
  items: CartItem[];
  pricing: CartPricing;
  branch: Branch;
  currency: string;
}

/** The cart summary of the checkout (storefront.md §2.10: items, net, tax, gross). */
export function CheckoutSummary({ items, pricing, branch, currency }: CheckoutSummaryProps) {
  const itemLines = summaryItemLines(items, pricing, currency);
  const totals = summaryTotalLines(pricing, branch, currency);
  const notes = priceNotes(pricing, branch);
  return (
    <section className="asp-checkout__section asp-checkout-summary" aria-labelledby="asp-checkout-summary" data-testid="checkout-summary">
      <h2 id="asp-checkout-summary">{checkoutSectionTexts.summary}</h2>
      <ul className="asp-checkout-summary__items" aria-label={shopTexts.itemsLabel}>
        {itemLines.map((line, i) => (
          <li key={i} className="asp-checkout-summary__item" data-testid="checkout-summary-item">
            <div className="asp-checkout-summary__item-main">
              <span className="asp-checkout-summary__name">{line.name}</span>
              <span className="asp-checkout-summary__amount">{line.amount}</span>
              {line.price ? <span className="asp-checkout-summary__price">{line.price}</span> : null}
            </div>
            {line.details.length ? (
              <ul className="asp-checkout-summary__details">
                {line.details.map((detail) => (
                  <li key={detail.text} title={detail.title}>
                    {detail.text}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="asp-checkout-summary__totals">
        {totals.map((line) => (
          <div
            key={`${line.kind}-${line.label}`}
            className={`asp-checkout-summary__total asp-checkout-summary__total--${line.kind}`}
            data-testid={`checkout-total-${line.kind}`}
          >
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {pricing.isTotalHidden ? <p className="asp-checkout-summary__note">{shopTexts.totalOnCompletion}</p> : null}
      {notes.map((note) => (
        <p key={note} className="asp-checkout-summary__note">
          {note}
        </p>
      ))}
    </section>
  );
}
