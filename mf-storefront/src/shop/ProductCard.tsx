import type { Branch } from '@asp/contracts';
import { imageUrl } from '@asp/domain';
import { configuratorTexts, fill, shopTexts } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import type { ShopEntry } from './catalog-view';
import { allergensOf, productBasePriceText, productPriceLines } from './product-view';

export interface ProductCardProps {
  entry: ShopEntry;
  branch: Pick<Branch, 'useResellingPrice'> | null;
  currency: string;
  onOpen(entry: ShopEntry): void;
  onIngredients(entry: ShopEntry): void;
  /** Sold out at the branch today (stock per branch, issue 13): shown 'ausverkauft', not addable. */
  soldOut?: boolean;
}

/**
 * A product card (storefront.md §2.8): image, name, description, price per unit and per
 * alternative unit, the base price (PAngV), the 'Zutaten' button when allergens are known and 'Hinzufügen'. A
 * product outside its schedule but flagged visible is shown disabled (§4), and so is one
 * sold out at the branch today ('ausverkauft', issue 13).
 */
export function ProductCard({ entry, branch, currency, onOpen, onIngredients, soldOut = false }: ProductCardProps) {
  const { product } = entry;
  const unavailable = entry.visibility === 'unavailable' || soldOut;
  const image = product.images?.[0];
  const prices = productPriceLines(product, branch, currency);
  const basePriceText = productBasePriceText(product, branch, currency);
  return (
    <article
      className={unavailable ? 'asp-product-card asp-product-card--unavailable' : 'asp-product-card'}
      aria-disabled={unavailable || undefined}
      data-testid="product-card"
      data-product-id={product.id}
    >
      {image ? <img className="asp-product-card__image" src={imageUrl(image)} alt="" loading="lazy" /> : null}
      <div className="asp-product-card__body">
        <h3 className="asp-product-card__name">
          {unavailable ? (
            product.name
          ) : (
            <button type="button" className="asp-product-card__open" onClick={() => onOpen(entry)}>
              {product.name}
            </button>
          )}
        </h3>
        {product.description ? (
          // Product descriptions are HTML written in the back office.
          <div className="asp-product-card__description" dangerouslySetInnerHTML={{ __html: product.description }} />
        ) : null}
        {prices.length ? (
          <ul className="asp-product-card__prices" data-testid="product-prices">
            {prices.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {basePriceText ? (
          <p className="asp-product-card__base-price" data-testid="product-base-price">
            {basePriceText}
          </p>
        ) : null}
        {product.pricing ? <p className="asp-product-card__pricing">{product.pricing}</p> : null}
        {soldOut ? (
          <p className="asp-product-card__unavailable asp-product-card__sold-out" data-testid="product-sold-out">
            {shopTexts.soldOut}
          </p>
        ) : unavailable ? (
          <p className="asp-product-card__unavailable">{shopTexts.unavailable}</p>
        ) : null}
        <div className="asp-product-card__actions">
          {allergensOf(product) ? (
            <button
              type="button"
              className="asp-link-button"
              aria-label={fill(shopTexts.ingredientsOf, { name: product.name })}
              onClick={() => onIngredients(entry)}
              data-testid="product-ingredients"
            >
              {configuratorTexts.ingredients}
            </button>
          ) : null}
          <Button disabled={unavailable} onClick={() => onOpen(entry)} data-testid="product-add">
            {configuratorTexts.add}
          </Button>
        </div>
      </div>
    </article>
  );
}
