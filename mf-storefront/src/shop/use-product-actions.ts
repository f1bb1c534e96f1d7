import { useState } from 'react';
import { configuratorOpened } from '../cart/cart-slice';
import type { Product } from '@asp/contracts';
import { useAppDispatch } from '../store';
import type { ShopEntry } from './catalog-view';

/** Opening the configurator for a product card, and the 'Zutaten' popup's product. */
export function useProductActions(cartKey: string) {
  const dispatch = useAppDispatch();
  const [ingredients, setIngredients] = useState<Product | null>(null);
  return {
    ingredients,
    closeIngredients: () => setIngredients(null),
    showIngredients: (entry: ShopEntry) => setIngredients(entry.product),
    open: (entry: ShopEntry) => {
      if (entry.visibility !== 'available') return;
      dispatch(configuratorOpened({ cartKey, product: entry.product, index: null, item: null }));
    },
  };
}
