import type { Branch } from '@asp/contracts';
import { offeredOrderTypes, orderTypeOf, type OrderType } from '@asp/domain';
import { cartTexts, fill, formatMoney, orderTypeLabels, shopTexts } from '@asp/i18n';
import { Button, SelectField, storedCartItemCount } from '@asp/web-kit';
import { useId, useState } from 'react';
import { useNavigate } from '@asp/web-kit/router';
import { configuratorOpened, removeItem, setDeliveryArea, setOrderType } from '../cart/cart-slice';
import { CartLines, CartTotals } from '../cart/CartContents';
import { useActiveCart } from '../cart/use-cart';
import { useAppDispatch } from '../store';

/**
 * The ordering side of /store/{branch} (storefront.md §2.8): the collapsible cart, the
 * delivery type select (options by the branch flags), the delivery area select for
 * delivery, the totals and 'Jetzt bestellen' to /store/{branch}/checkout (disabled with
 * an empty cart or below the minimum order value).
 */
export function OrderPanel({ branch }: { branch: Branch }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const listId = useId();
  const { cartKey, cart, view, checkoutPath, currency } = useActiveCart();
  const [isCartOpen, setCartOpen] = useState(true);
  const orderType = orderTypeOf(cart);
  const types = offeredOrderTypes(branch);
  const count = storedCartItemCount(cart);

  return (
    <section className="asp-order-panel" aria-label={shopTexts.cartTitle} data-testid="order-panel">
      <button
        type="button"
        className="asp-order-panel__toggle"
        aria-expanded={isCartOpen}
        aria-controls={listId}
        onClick={() => setCartOpen((open) => !open)}
        data-testid="order-panel-toggle"
      >
        <span>{fill(shopTexts.cartButton, { count })}</span>
        <span aria-hidden="true">{isCartOpen ? '▴' : '▾'}</span>
      </button>
      <div id={listId} hidden={!isCartOpen}>
        <CartLines
          view={view}
          onEdit={(index) => {
            const item = cart.items[index];
            if (item) dispatch(configuratorOpened({ cartKey, product: item.product, index, item }));
          }}
          onRemove={(index) => dispatch(removeItem(cartKey, index))}
        />
      </div>
      {types.length > 0 ? (
        <SelectField
          label={shopTexts.orderTypeLabel}
          name="order-type"
          value={orderType}
          options={types.map((type) => ({ value: type, label: orderTypeLabels[type] }))}
          onChange={(value) => dispatch(setOrderType(cartKey, value as OrderType))}
        />
      ) : null}
      {orderType === 'delivery' && branch.deliveryAreas.length > 0 ? (
        <SelectField
          label={shopTexts.deliveryAreaLabel}
          name="delivery-area"
          value={cart.deliveryArea ?? ''}
          options={branch.deliveryAreas.map((area) => ({
            value: area.area,
            label: `${area.area} (${area.free ? cartTexts.free : formatMoney(area.price, currency)})`,
          }))}
          onChange={(value) => dispatch(setDeliveryArea(cartKey, value || null))}
        />
      ) : null}
      {view.isEmpty ? null : <CartTotals view={view} />}
      <Button
        className="asp-order-panel__order"
        disabled={!view.canCheckout || !checkoutPath}
        onClick={() => checkoutPath && navigate(checkoutPath)}
        data-testid="order-now"
      >
        {cartTexts.orderNow}
      </Button>
    </section>
  );
}
