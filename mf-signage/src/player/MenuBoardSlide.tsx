import type { ResolvedMenuBoard } from '@asp/contracts';
import { formatPrice, formatUnitBasePrice, unitBasePrice, unitLabel } from '@asp/domain';
import { fill, shopTexts, signageTexts } from '@asp/i18n';
import { boardProducts } from './playlist-steps';
import styles from './PlayerScreen.module.css';

/** A menu board: the category's products with price per unit and base price (PAngV), live from the catalogue. */
export function MenuBoardSlide({ board }: { board: ResolvedMenuBoard }) {
  return (
    <div className={`${styles.board} ${styles[`board_${board.layout}`] ?? ''}`} data-testid="menu-board">
      {board.title && <h1 className={styles.boardTitle}>{board.title}</h1>}
      <ul className={styles.boardList}>
        {boardProducts(board).map((product) => {
          // The base price (PAngV) unless the price already is per kg / l.
          const basis = product.isPriceHidden ? null : unitBasePrice(product);
          const base = basis && !basis.isSameAsPrice ? formatUnitBasePrice(basis) : null;
          return (
            <li key={product.id} className={product.soldOut ? styles.soldOut : undefined} data-testid="menu-board-product">
              <span className={styles.productName}>{product.name}</span>
              {product.soldOut ? (
                <span className={styles.price}>{signageTexts.soldOut}</span>
              ) : (
                !product.isPriceHidden && (
                  <span className={styles.price}>
                    {fill(shopTexts.unitPrice, { price: formatPrice(product.price), unit: unitLabel(product.unit) })}
                  </span>
                )
              )}
              {(product.pricing || base) && <span className={styles.basePrice}>{[product.pricing, base].filter(Boolean).join(' · ')}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
