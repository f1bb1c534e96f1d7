import type { ProductSort } from '@asp/domain';
import { cartTexts, fill, productSearchTexts, shopTexts } from '@asp/i18n';
import { ErrorNotice, Loader, SelectField, storedCartItemCount, usePageTitle } from '@asp/web-kit';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from '@asp/web-kit/router';
import { drawerOpened } from '../cart/cart-slice';
import { selectableBranches } from '@asp/domain';
import { useOrderTypeSetup } from '../cart/use-order-type-setup';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { clearBranchSelection, selectBranch } from '../selection-slice';
import { useConfig } from '../startup-context';
import { useAppDispatch, useAppSelector } from '../store';
import { useNow } from '@asp/web-kit';
import { categoryIdParam, mainCategories, productList, productsOf, shopPath, subCategories } from './catalog-view';
import { IngredientsDialog } from './IngredientsDialog';
import { ProductCard } from './ProductCard';
import { CategoryList, HeroNavigation, Pager, SORT_OPTIONS, type Crumb } from './ShopParts';
import { useIsDesktop } from './use-media-query';
import { useProductActions } from './use-product-actions';
import { useSoldOutProducts } from './stock-api';
import { useShopCatalog } from './use-shop-catalog';
import { useTableLink } from './table-link';

/**
 * The shop of the main site (storefront.md §2.8): /shop, /shop/{branch} and the category
 * routes /shop[/{branch}]/{categoryId}/{categorySlug}[/{categoryIdSub}/{categorySlugSub}].
 * Hero navigation, search 'Produkte suchen...', main and sub category lists, sort,
 * result count, product cards and 'Seite x von y'. Its cart is the 'default' cart
 * (checkout variant 1); the branch comes from the path.
 */
export function ShopPage() {
  const params = useParams();
  const branchIdentifier = params.branchIdentifier ?? null;
  const mainId = categoryIdParam(params.categoryId);
  const subId = categoryIdParam(params.categoryIdSub);
  const config = useConfig();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const now = useNow();
  const isDesktop = useIsDesktop();
  const { branch, branches, catalog, categories, isLoading, error } = useShopCatalog(branchIdentifier, now);
  const soldOut = useSoldOutProducts(branch?.id);
  const itemCount = useAppSelector((state) => storedCartItemCount(state.cart.carts.default ?? { items: [] }));
  const actions = useProductActions('default');
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<ProductSort>('name-asc');
  // The page belongs to one list: another search, sort, category or branch starts at page 1
  // (derived during render, so the list never shows an out-of-range page first).
  const listKey = JSON.stringify([term, sort, mainId, subId, branchIdentifier]);
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ listKey, page: next });
  useOrderTypeSetup(branch, 'default');
  useTableLink(branch, 'default');

  useEffect(() => {
    if (branch) dispatch(selectBranch(branch.identifier));
    else if (!branchIdentifier) dispatch(clearBranchSelection());
  }, [branch, branchIdentifier, dispatch]);

  const main = mainId === null ? null : (categories.find((category) => category.id === mainId && category.parent === null) ?? null);
  const sub = subId === null ? null : (categories.find((category) => category.id === subId && category.parent === mainId) ?? null);
  const mains = useMemo(() => mainCategories(catalog, categories), [catalog, categories]);
  const subs = useMemo(() => (main ? subCategories(catalog, main.id) : []), [catalog, main]);
  const list = useMemo(
    () => productList(productsOf(catalog, sub?.id ?? main?.id ?? null), { term, sort, page, branch }),
    [catalog, main, sub, term, sort, page, branch],
  );

  const title = sub?.name ?? main?.name ?? branch?.name ?? shopTexts.shop;
  // Shop pages are not in the spec's title table (§2.14): '{page} - {base title}', composed by the shell.
  usePageTitle(title);

  if (error) return <ErrorNotice message={error.message} onRetry={error.retry} />;
  if (isLoading) return <Loader />;
  const unknownCategory = (mainId !== null && !main) || (subId !== null && !sub);
  if ((branchIdentifier && !branch) || unknownCategory) return <NotFoundPage />;

  const crumbs: Crumb[] = [
    { label: shopTexts.home, to: '/' },
    { label: shopTexts.shop, to: '/shop' },
    ...(branch ? [{ label: branch.name, to: shopPath(branch.identifier) }] : []),
    ...(main ? [{ label: main.name, to: shopPath(branchIdentifier, main) }] : []),
    ...(main && sub ? [{ label: sub.name, to: shopPath(branchIdentifier, main, sub) }] : []),
  ];
  const branchOptions = selectableBranches(branches).map((candidate) => ({ value: candidate.identifier, label: candidate.name }));

  return (
    <div className="asp-shop" data-testid="shop-page">
      <HeroNavigation crumbs={crumbs} title={title} />
      <div className="asp-shop__layout">
        <aside className="asp-shop__filters">
          <input
            type="search"
            className="asp-shop__search"
            placeholder={productSearchTexts.placeholder}
            aria-label={shopTexts.searchLabel}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            data-testid="product-search"
          />
          <CategoryList
            key={`main-${isDesktop}`}
            title={shopTexts.mainCategories}
            categories={mains}
            activeId={main?.id ?? null}
            pathOf={(category) => shopPath(branchIdentifier, category)}
            allLink={{ label: shopTexts.allProducts, to: shopPath(branchIdentifier) }}
            defaultOpen={isDesktop}
            testId="main-categories"
          />
          {main && subs.length ? (
            <CategoryList
              key={`sub-${main.id}-${isDesktop}`}
              title={shopTexts.subCategories}
              categories={subs}
              activeId={sub?.id ?? null}
              pathOf={(category) => shopPath(branchIdentifier, main, category)}
              allLink={{ label: main.name, to: shopPath(branchIdentifier, main) }}
              defaultOpen={isDesktop}
              testId="sub-categories"
            />
          ) : null}
        </aside>
        <section className="asp-shop__results" aria-label={shopTexts.productsLabel}>
          {branch ? null : (
            <div className="asp-shop__branch-hint">
              <p>{shopTexts.chooseBranchHint}</p>
              <SelectField
                label={shopTexts.branchLabel}
                name="shop-branch"
                placeholder={cartTexts.selectBranch}
                value=""
                options={branchOptions}
                onChange={(identifier) => identifier && navigate(shopPath(identifier, main, sub))}
              />
            </div>
          )}
          <div className="asp-shop__toolbar">
            <p className="asp-shop__count" aria-live="polite" data-testid="product-count">
              {list.resultText}
            </p>
            <label className="asp-shop__sort">
              <span>{shopTexts.sortLabel}</span>
              <select value={sort} onChange={(event) => setSort(event.target.value as ProductSort)} data-testid="product-sort">
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="asp-shop__cart-button" onClick={() => dispatch(drawerOpened())} data-testid="shop-cart-button">
              {fill(shopTexts.cartButton, { count: itemCount })}
            </button>
          </div>
          {list.items.length ? (
            <ul className="asp-product-grid">
              {list.items.map((entry) => (
                <li key={entry.product.id}>
                  <ProductCard
                    entry={entry}
                    branch={branch}
                    currency={config.currency}
                    onOpen={actions.open}
                    onIngredients={actions.showIngredients}
                    soldOut={soldOut.has(Number(entry.product.id))}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="asp-shop__empty">{shopTexts.noProducts}</p>
          )}
          {list.pages > 1 ? <Pager page={list.page} pages={list.pages} label={list.label} onPage={setPage} /> : null}
        </section>
      </div>
      <IngredientsDialog product={actions.ingredients} onClose={actions.closeIngredients} />
    </div>
  );
}
