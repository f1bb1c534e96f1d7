import type { Category, Menu } from '@asp/contracts';
import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import type { CopiedProduct } from './paths';
import styles from './sections/FormSection.module.css';
import { MenuCategoryPicker } from './sections/MenuCategoryPicker';
import { useMenuPlacement } from './use-menu-placement';

/**
 * 'Einfügen' on a menu's product list (the product list filtered by that menu): the copied
 * product goes into the chosen category of the menu; the clipboard keeps it for the next
 * menu until it is cleared.
 */
export function PasteIntoMenu({
  menu,
  categories,
  copied,
  onClear,
}: {
  menu: Menu;
  categories: Category[];
  copied: CopiedProduct;
  onClear: () => void;
}) {
  const placement = useMenuPlacement();
  return (
    <div className={styles.note} data-testid="product-paste">
      <p>
        {fill(texts.clipboard, { name: copied.name })} — {fill(texts.pasteInto, { name: copied.name, menu: menu.name })}
      </p>
      <MenuCategoryPicker
        key={menu.id}
        testId="product-paste-target"
        menus={[menu]}
        categories={categories}
        actionLabel={texts.paste}
        busy={placement.busy}
        onPick={(target, category) => void placement.add(copied, target, category).catch(() => undefined)}
      />
      <Button variant="secondary" onClick={onClear}>
        {texts.clearClipboard}
      </Button>
    </div>
  );
}
