import type { Category } from '@asp/contracts';
import { backofficeBranchTexts, backofficeProductTexts as texts, fill } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import { placementsOf } from '@asp/domain';
import { useProductMenusQuery } from '../products-api';
import { useMenuPlacement } from '../use-menu-placement';
import styles from './FormSection.module.css';
import { categoryLabel } from './category-label';
import { MenuCategoryPicker } from './MenuCategoryPicker';

/**
 * The menus (Produktkataloge) listing a saved product, per category, with 'Entfernen';
 * and adding it to another menu's category. These are saves of the menu, at once, not of
 * the product form (the menu owns its product list, storefront.md §3).
 */
export function MenuPlacements({ productId, productName, categories }: { productId: number; productName: string; categories: Category[] }) {
  const menus = useProductMenusQuery().data ?? [];
  const placement = useMenuPlacement();
  const placements = placementsOf(menus, productId);
  const nameOf = (id: number) => {
    const category = categories.find((candidate) => candidate.id === id);
    return category ? categoryLabel(category, categories) : String(id);
  };
  return (
    <fieldset className={styles.item} data-testid="product-menus">
      <legend>{texts.menus}</legend>
      {placements.length === 0 ? <p>{texts.inNoMenu}</p> : <p>{texts.inMenus}</p>}
      <ul>
        {placements.map((entry) => {
          const menu = menus.find((candidate) => candidate.id === entry.menu)!;
          const label = fill(texts.menuCategory, { menu: entry.menuName, category: nameOf(entry.category) });
          return (
            <li key={`${entry.menu}-${entry.category}`} className={styles.actions}>
              <span>{label}</span>
              <Button
                variant="secondary"
                disabled={placement.busy}
                aria-label={fill(texts.removeFromMenu, { place: label })}
                onClick={() => void placement.remove(productId, menu, entry.category).catch(() => undefined)}
              >
                {backofficeBranchTexts.remove}
              </Button>
            </li>
          );
        })}
      </ul>
      {menus.length ? (
        <MenuCategoryPicker
          testId="product-menu-add"
          menus={menus}
          categories={categories}
          actionLabel={texts.addToMenu}
          busy={placement.busy}
          onPick={(menu, category) => void placement.add({ id: productId, name: productName }, menu, category).catch(() => undefined)}
        />
      ) : null}
    </fieldset>
  );
}
