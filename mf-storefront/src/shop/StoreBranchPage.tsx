import { shopTexts } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { useEffect } from 'react';
import { useParams } from '@asp/web-kit/router';
import { useOrderTypeSetup } from '../cart/use-order-type-setup';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { selectBranch } from '../selection-slice';
import { useConfig } from '../startup-context';
import { useAppDispatch } from '../store';
import { useNow } from '@asp/web-kit';
import { BranchBanner } from './BranchBanner';
import { CategoryBar } from './CategoryBar';
import { IngredientsDialog } from './IngredientsDialog';
import { OrderPanel } from './OrderPanel';
import { ProductGroups } from './ProductGroups';
import { useProductActions } from './use-product-actions';
import { useSoldOutProducts } from './stock-api';
import { useShopCatalog } from './use-shop-catalog';

/**
 * /store/{branchIdentifier}, the branch ordering page (storefront.md §2.8): the branch
 * intro banner, the optional category bar, the product groups of the branch's active
 * menu and the ordering panel (cart, delivery type and area, totals, 'Jetzt bestellen').
 * The cart of this route is the branch's own (storefront.md §3).
 */
export function StoreBranchPage() {
  const { branchIdentifier = '' } = useParams();
  const config = useConfig();
  const dispatch = useAppDispatch();
  const now = useNow();
  const { branch, catalog, isLoading, error } = useShopCatalog(branchIdentifier, now);
  const soldOut = useSoldOutProducts(branch?.id);
  const actions = useProductActions(branchIdentifier);
  useOrderTypeSetup(branch, branchIdentifier);

  useEffect(() => {
    if (!branch) return;
    // The title ('{branch name} - {title}', storefront.md §2.14) is the shell's, by route.
    dispatch(selectBranch(branch.identifier));
  }, [branch, dispatch]);

  if (error) return <ErrorNotice message={error.message} onRetry={error.retry} />;
  if (isLoading) return <Loader />;
  if (!branch) return <NotFoundPage />;

  return (
    <div className="asp-store" data-testid="store-page">
      <BranchBanner branch={branch} now={now} timeZone={config.timeZone} />
      <div className="asp-store__layout">
        <div className="asp-store__products">
          {config.enablePluginCategoryBar && catalog.length > 1 ? (
            <CategoryBar categories={catalog.map((group) => group.category)} />
          ) : null}
          {catalog.length ? (
            <ProductGroups
              catalog={catalog}
              branch={branch}
              currency={config.currency}
              onOpen={actions.open}
              onIngredients={actions.showIngredients}
              soldOut={soldOut}
            />
          ) : (
            <p className="asp-shop__empty">{shopTexts.noCatalog}</p>
          )}
        </div>
        <aside className="asp-store__side">
          <OrderPanel branch={branch} />
        </aside>
      </div>
      <IngredientsDialog product={actions.ingredients} onClose={actions.closeIngredients} />
    </div>
  );
}
