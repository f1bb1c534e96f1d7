import type { Branch } from '@asp/contracts';
import { categoryAnchor } from './category-highlight';
import type { ShopCategory, ShopEntry } from './catalog-view';
import { ProductCard } from './ProductCard';

export interface ProductGroupsProps {
  catalog: ShopCategory[];
  branch: Pick<Branch, 'useResellingPrice'> | null;
  currency: string;
  onOpen(entry: ShopEntry): void;
  onIngredients(entry: ShopEntry): void;
  /** Products sold out at the branch today (issue 13). */
  soldOut?: ReadonlySet<number>;
}

/** The product groups of the ordering page: one section per category of the active menu (storefront.md §2.8). */
export function ProductGroups({ catalog, branch, currency, onOpen, onIngredients, soldOut }: ProductGroupsProps) {
  return (
    <div className="asp-product-groups">
      {catalog.map((group) => (
        <section
          key={group.category.id}
          id={categoryAnchor(group.category.id)}
          className={group.visibility === 'unavailable' ? 'asp-product-group asp-product-group--unavailable' : 'asp-product-group'}
          aria-labelledby={`${categoryAnchor(group.category.id)}-title`}
          data-testid="product-group"
        >
          <h2 id={`${categoryAnchor(group.category.id)}-title`} className="asp-product-group__title">
            {group.category.name}
          </h2>
          <ul className="asp-product-grid">
            {group.products.map((entry) => (
              <li key={entry.product.id}>
                <ProductCard
                  entry={entry}
                  branch={branch}
                  currency={currency}
                  onOpen={onOpen}
                  onIngredients={onIngredients}
                  soldOut={soldOut?.has(Number(entry.product.id))}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
