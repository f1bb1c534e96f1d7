import type { Menu } from '@asp/contracts';
import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { showToast } from '@asp/web-kit';
import { useCallback } from 'react';
import { withoutProductIn, withProductIn } from '@asp/domain';
import { useSaveProductMenuMutation } from './products-api';

/**
 * Putting a product into a menu's category, or taking it out: the menu is saved whole
 * (PUT /api/menus/{id}); a failure is reported by the layout with the §8 menu message.
 */
export function useMenuPlacement() {
  const [saveMenu, state] = useSaveProductMenuMutation();
  const add = useCallback(
    async (product: { id: number; name: string }, menu: Menu, category: number) => {
      const body = withProductIn(menu, category, product.id);
      if (!body) {
        showToast(fill(texts.alreadyInMenu, { name: product.name, menu: menu.name }), 'info');
        return;
      }
      await saveMenu({ id: menu.id, ...body }).unwrap();
      showToast(fill(texts.pasted, { name: product.name, menu: menu.name }), 'success');
    },
    [saveMenu],
  );
  const remove = useCallback(
    async (productId: number, menu: Menu, category: number) => {
      await saveMenu({ id: menu.id, ...withoutProductIn(menu, category, productId) }).unwrap();
    },
    [saveMenu],
  );
  return { add, remove, busy: state.isLoading };
}
