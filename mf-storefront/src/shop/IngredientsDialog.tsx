import { configuratorTexts } from '@asp/i18n';
import { Dialog } from '@asp/web-kit';
import type { Product } from '@asp/contracts';
import { allergensOf } from './product-view';
import { STOREFRONT_SCOPE } from '../storefront-scope';

/** The 'Zutaten' popup of a product card (storefront.md §2.8): the allergen HTML from the back office. */
export function IngredientsDialog({ product, onClose }: { product: Product | null; onClose(): void }) {
  return (
    <Dialog open={product !== null} title={configuratorTexts.ingredients} onClose={onClose}>
      <div className={STOREFRONT_SCOPE}>
        {product ? (
          <div className="asp-ingredients" data-testid="ingredients-dialog">
            <p className="asp-ingredients__product">{product.name}</p>
            <div dangerouslySetInnerHTML={{ __html: allergensOf(product) }} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
