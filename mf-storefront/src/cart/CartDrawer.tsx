import { cartTexts, shellTexts, shopTexts } from '@asp/i18n';
import { Button, SelectField } from '@asp/web-kit';
import { useId, useRef } from 'react';
import { useNavigate } from '@asp/web-kit/router';
import { useAppDispatch, useAppSelector } from '../store';
import { configuratorOpened, drawerClosed, removeItem, selectDrawerCartKey } from './cart-slice';
import { CartLines, CartTotals } from './CartContents';
import { selectableBranches } from '@asp/domain';
import { useActiveCart } from './use-cart';
import { useFocusTrap } from '@asp/web-kit';

/**
 * The cart drawer (storefront.md §2.4): a modal side panel with the branch select
 * ('Bitte wählen', public and enabled branches, changing it goes to /shop/{branch}),
 * the items with 'Bearbeiten' and 'Entfernen', the summary, 'Zum Checkout' (disabled
 * when the cart is empty, below the minimum order value or without a branch), the price
 * disclaimer and 'Schließen'. Escape, the close button and the backdrop close it; it
 * closes itself when the last item is removed (cart slice).
 */
export function CartDrawer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const { cartKey, cart, branch, branches, view, checkoutPath } = useActiveCart(useAppSelector(selectDrawerCartKey));
  const close = () => dispatch(drawerClosed());
  const onKeyDown = useFocusTrap(panel, true, close);

  const options = selectableBranches(branches).map((candidate) => ({ value: candidate.identifier, label: candidate.name }));

  return (
    <div className="asp-drawer-backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <aside
        ref={panel}
        className="asp-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="cart-drawer"
      >
        <header className="asp-drawer__header">
          <h2 id={titleId} className="asp-drawer__title">
            {shopTexts.cartTitle}
          </h2>
          <button type="button" className="asp-dialog__close" aria-label={shellTexts.close} onClick={close}>
            ×
          </button>
        </header>
        <div className="asp-drawer__body">
          <SelectField
            label={shopTexts.branchLabel}
            name="cart-branch"
            placeholder={cartTexts.selectBranch}
            value={branch && options.some((option) => option.value === branch.identifier) ? branch.identifier : ''}
            options={options}
            onChange={(identifier) => {
              if (!identifier) return;
              close();
              navigate(`/shop/${encodeURIComponent(identifier)}`);
            }}
          />
          <CartLines
            view={view}
            onEdit={(index) => {
              const item = cart.items[index];
              if (item) dispatch(configuratorOpened({ cartKey, product: item.product, index, item }));
            }}
            onRemove={(index) => dispatch(removeItem(cartKey, index))}
          />
          {view.isEmpty ? null : <CartTotals view={view} />}
          <Button
            className="asp-drawer__checkout"
            disabled={!view.canCheckout || !checkoutPath}
            onClick={() => {
              if (!checkoutPath) return;
              close();
              navigate(checkoutPath);
            }}
            data-testid="cart-checkout"
          >
            {cartTexts.toCheckout}
          </Button>
          <p className="asp-drawer__disclaimer" data-testid="cart-disclaimer">
            {cartTexts.priceDisclaimer}
          </p>
          <Button variant="secondary" onClick={close} data-testid="cart-close">
            {cartTexts.close}
          </Button>
        </div>
      </aside>
    </div>
  );
}
