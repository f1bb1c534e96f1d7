import type { OrderCreateBody, PublicOrder } from '@asp/contracts';
import { orderErrorsFromResponse, type CartPricing, type FieldError, type OrderDraft } from '@asp/domain';
import { trackPurchase, type StoredCart } from '@asp/web-kit';
import { useRef, useState } from 'react';
import { useNavigate } from '@asp/web-kit/router';
import { useCreateOrderMutation } from './checkout-api';
import type { CheckoutVariant } from './checkout-model';
import { draftAfterOrder } from './draft-storage';
import { IdempotencyKeys } from './idempotency';
import { rememberPendingPayment } from './pending-payment';
import { isSelfServiceContext } from './self-service';

export interface OrderSubmitInput {
  variant: CheckoutVariant;
  branchIdentifier: string;
  cartKey: string;
  cart: StoredCart;
  pricing: CartPricing;
  currency: string;
  draft: OrderDraft;
  clearCart: () => void;
  setDraft: (draft: OrderDraft) => void;
  showErrors: (errors: FieldError[]) => void;
}

/** The answer of a failed call as apiBaseQuery reports it ({ status, errors, message }). */
const statusOf = (error: unknown): number =>
  typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;

/**
 * Order submit (storefront.md §4 "Submit", §8): POST /api/orders with an Idempotency-Key
 * (one per attempt, reused when the same body is retried without a final answer, so a
 * double click or a retry makes one order). With a paymentRedirectUrl the browser leaves
 * for the payment page (the cart is kept aside for checkout_error); otherwise the cart is
 * cleared, the draft reset (emptied in self-service), the purchase reported and the
 * customer sent to /status/{uid}/{hash}. A failure shows the server's errors at the top,
 * or 'Ein unbekannter Fehler ist aufgetreten.', with the page scrolled up.
 */
export function useOrderSubmit() {
  const [createOrder] = useCreateOrderMutation();
  const navigate = useNavigate();
  const keys = useRef(new IdempotencyKeys());
  const inFlight = useRef(false);
  const [isCreating, setCreating] = useState(false);

  async function submit(body: OrderCreateBody, input: OrderSubmitInput): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setCreating(true);
    let leaving = false;
    try {
      const order = await createOrder({ body, idempotencyKey: keys.current.keyFor(body) }).unwrap();
      keys.current.settle(201);
      leaving = true;
      finish(order, input);
    } catch (error) {
      keys.current.settle(statusOf(error));
      // CheckoutErrors scrolls up and takes the focus once the list is rendered.
      input.showErrors(orderErrorsFromResponse(error));
    } finally {
      inFlight.current = false;
      // While the browser leaves for the payment page the button keeps 'Verarbeiten...'.
      if (!leaving) setCreating(false);
    }
  }

  function finish(order: PublicOrder, input: OrderSubmitInput): void {
    const { variant, cartKey, cart, pricing } = input;
    input.setDraft(draftAfterOrder(variant, input.draft, isSelfServiceContext()));
    if (order.paymentRedirectUrl) {
      rememberPendingPayment({ cartKey, variant, branchIdentifier: input.branchIdentifier, cart });
      input.clearCart();
      window.location.assign(order.paymentRedirectUrl);
      return;
    }
    input.clearCart();
    trackPurchase({
      items: cart.items.map((item, i) => ({
        id: item.product.id,
        name: item.product.name,
        amount: item.amount,
        unit: item.unit,
        price: pricing.items[i]?.gross,
      })),
      price: order.totals?.totalGross ?? pricing.totalGross,
      currency: order.currency || input.currency,
    });
    navigate(`/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`);
  }

  return { submit, isCreating };
}
