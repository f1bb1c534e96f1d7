import type { Branch } from '@asp/contracts';
import { closedMessages, deliveryMessages, noDeliveryMessages, preorderMessages, type CartPricing, type OrderType } from '@asp/domain';

export interface CheckoutNoticesProps {
  branch: Branch;
  orderType: OrderType;
  pricing: CartPricing;
  now: Date;
  zone: string;
  currency: string;
}

/**
 * The branch's state and the delivery limits above the form (storefront.md §5, §8):
 * closed ('Derzeit haben wir leider geschlossen.' plus when it opens again, or the
 * branch's closed message) or, for delivery, no delivery now ('Derzeit bieten wir leider
 * keine Lieferung an.' plus when delivery starts again and the takeaway / dine-in hint),
 * each followed by the pre-order note when the branch takes pre-orders; the minimum
 * order value pair and 'Kostenlose Lieferung ab {amount}.'.
 */
export function CheckoutNotices({ branch, orderType, pricing, now, zone, currency }: CheckoutNoticesProps) {
  const stateLines =
    orderType === 'delivery' ? noDeliveryMessages(branch, now, { checkout: true }, zone) : closedMessages(branch, now, zone);
  const preorder = stateLines.length ? preorderMessages(branch, { checkout: true }) : [];
  const delivery = orderType === 'delivery' ? deliveryMessages(pricing.deliveryArea, pricing.gross, currency) : null;
  if (!stateLines.length && !delivery?.minimumOrderValue.length && !delivery?.freeDelivery) return null;
  return (
    <div className="asp-checkout__notices">
      {stateLines.length ? (
        <div className="asp-checkout__notice asp-checkout__notice--closed" role="status" data-testid="checkout-branch-state">
          {[...stateLines, ...preorder].map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {delivery?.minimumOrderValue.length ? (
        <div className="asp-checkout__notice asp-checkout__notice--warning" role="status" data-testid="checkout-minimum-order">
          {delivery.minimumOrderValue.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {delivery?.freeDelivery ? (
        <p className="asp-checkout__notice" data-testid="checkout-free-delivery">
          {delivery.freeDelivery}
        </p>
      ) : null}
    </div>
  );
}
