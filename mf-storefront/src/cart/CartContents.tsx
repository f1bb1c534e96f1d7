import { cartTexts, shopTexts } from '@asp/i18n';
import type { CartView } from './cart-view';

export interface CartLinesProps {
  view: CartView;
  onEdit(index: number): void;
  onRemove(index: number): void;
}

/**
 * The items of a cart (storefront.md §2.4): name, amount with unit, the base price (PAngV),
 * the configured steps,
 * the price unless the product hides it, 'Bearbeiten' and 'Entfernen'.
 */
export function CartLines({ view, onEdit, onRemove }: CartLinesProps) {
  if (view.isEmpty) {
    return (
      <p className="asp-cart__empty" data-testid="cart-empty">
        {cartTexts.emptyCart}
      </p>
    );
  }
  return (
    <ul className="asp-cart__lines" aria-label={shopTexts.itemsLabel} data-testid="cart-items">
      {view.lines.map((line) => (
        <li key={line.index} className="asp-cart__line" data-testid="cart-item">
          <div className="asp-cart__line-head">
            <span className="asp-cart__line-name">{line.name}</span>
            {line.priceText ? (
              <span className="asp-cart__line-price" data-testid="cart-item-price">
                {line.priceText}
              </span>
            ) : null}
          </div>
          <span className="asp-cart__line-amount" data-testid="cart-item-amount">
            {line.amountText}
          </span>
          {line.basePriceText ? (
            <span className="asp-cart__line-base-price" data-testid="cart-item-base-price">
              {line.basePriceText}
            </span>
          ) : null}
          {line.details.length ? (
            <ul className="asp-cart__line-details">
              {line.details.map((detail) => (
                <li key={detail.text} title={detail.title}>
                  {detail.text}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="asp-cart__line-actions">
            <button type="button" className="asp-link-button" onClick={() => onEdit(line.index)} data-testid="cart-item-edit">
              {cartTexts.edit}
            </button>
            <button type="button" className="asp-link-button" onClick={() => onRemove(line.index)} data-testid="cart-item-remove">
              {cartTexts.remove}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The summary (storefront.md §2.4, §5): delivery cost or 'Kostenlos', 'Standort' with
 * the address for dine-in, the takeaway label with the branch address; net; one
 * 'Mwst. (x%)' line per rate; gross (hidden when approximate); 'ca.' on approximate
 * figures; minimum-order and free-delivery messages; notes on prices.
 */
export function CartTotals({ view }: { view: CartView }) {
  const { fulfilment } = view;
  return (
    <div className="asp-cart__totals" data-testid="cart-totals">
      <dl className="asp-cart__summary">
        {fulfilment?.kind === 'delivery' ? (
          <div className="asp-cart__row" data-testid="cart-delivery-cost">
            <dt>{fulfilment.label}</dt>
            <dd>{fulfilment.value}</dd>
          </div>
        ) : fulfilment ? (
          <div className="asp-cart__row asp-cart__row--address" data-testid={`cart-fulfilment-${fulfilment.kind}`}>
            <dt>{fulfilment.label}</dt>
            <dd>
              {fulfilment.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </dd>
          </div>
        ) : null}
        {view.net !== null ? (
          <div className="asp-cart__row" data-testid="cart-net">
            <dt>{shopTexts.net}</dt>
            <dd>{view.net}</dd>
          </div>
        ) : null}
        {view.taxLines.map((line) => (
          <div key={line.rate} className="asp-cart__row" data-testid="cart-tax">
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
        {view.gross !== null ? (
          <div className="asp-cart__row asp-cart__row--total" data-testid="cart-gross">
            <dt>{shopTexts.gross}</dt>
            <dd>{view.gross}</dd>
          </div>
        ) : null}
      </dl>
      {view.gross === null && !view.isEmpty ? <p className="asp-cart__note">{shopTexts.totalOnCompletion}</p> : null}
      {view.minimumOrderMessages.length ? (
        <div className="asp-cart__warning" role="status" data-testid="cart-minimum-order">
          {view.minimumOrderMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {view.freeDeliveryMessage ? (
        <p className="asp-cart__hint" data-testid="cart-free-delivery">
          {view.freeDeliveryMessage}
        </p>
      ) : null}
      {view.isEmpty
        ? null
        : view.notes.map((note) => (
            <p key={note} className="asp-cart__note">
              {note}
            </p>
          ))}
    </div>
  );
}
