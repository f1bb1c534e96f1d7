import { orderTypeOf } from '@asp/domain';
import { Dialog } from '@asp/web-kit';
import { configuratorClosed, selectCart, type ConfiguratorTarget } from '../cart/cart-slice';
import { cartBranch } from '../cart/use-cart';
import { useGetBranchesQuery } from '../api';
import { useConfig } from '../startup-context';
import { useAppDispatch, useAppSelector } from '../store';
import { ConfiguratorPanel } from './ConfiguratorPanel';
import { saveConfiguredItem } from './save-configured-item';
import { STOREFRONT_SCOPE } from '../storefront-scope';

/**
 * The item configurator (storefront.md §2.9, §4, §5): a dialog titled with the product
 * name around ConfiguratorPanel, priced for the cart's order type and branch. Saving
 * appends a new item or replaces the edited one at its index, saves the cart, reports
 * add-to-cart with the item price (new and edited items) and shows the toast for a new
 * item (save-configured-item.ts). Escape closes it (web-kit Dialog).
 */
export function ConfiguratorDialog({ target }: { target: ConfiguratorTarget }) {
  const dispatch = useAppDispatch();
  const config = useConfig();
  const cart = useAppSelector((state) => selectCart(state, target.cartKey));
  const selected = useAppSelector((state) => state.selection.branchIdentifier);
  const branches = useGetBranchesQuery().data ?? [];
  const branch = cartBranch(branches, target.cartKey, selected);
  const close = () => dispatch(configuratorClosed());

  return (
    <Dialog open title={target.product.name} onClose={close}>
      {/* The dialog is portalled to the body: its content carries the storefront's style scope. */}
      <div className={STOREFRONT_SCOPE}>
        <ConfiguratorPanel
          product={target.product}
          editing={target.item}
          currency={config.currency}
          orderType={orderTypeOf(cart)}
          branch={branch}
          onSave={(item) => dispatch(saveConfiguredItem(target, item, { branch, currency: config.currency }))}
          onCancel={close}
        />
      </div>
    </Dialog>
  );
}
