import type { Product } from '@asp/contracts';
import { apiRequest } from '@asp/web-kit';
import { useEffect, useState } from 'react';

/** The product of an order line while the item edit dialog is open: loading, loaded, or missing (deleted, no access, offline). */
export type LineProduct = { state: 'loading' } | { state: 'loaded'; product: Product } | { state: 'missing' };

/**
 * Loads GET /api/products/{id} of the catalog service when `open` turns true, so the
 * dialog can offer the product's configurator steps. Kept outside orders-api.ts on purpose:
 * one read per opening, nothing to cache or invalidate. Any failure means 'missing' and
 * the dialog falls back to removing chosen options.
 */
export function useLineProduct(productId: number, open: boolean): LineProduct {
  const [result, setResult] = useState<LineProduct>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    apiRequest<Product>('GET', `/products/${productId}`, undefined, { signal: controller.signal }).then(
      (product) => !controller.signal.aborted && setResult(product?.config ? { state: 'loaded', product } : { state: 'missing' }),
      () => {
        if (!controller.signal.aborted) setResult({ state: 'missing' });
      },
    );
    return () => {
      controller.abort();
      // The next opening starts from 'loading' again (the product may have changed meanwhile).
      setResult({ state: 'loading' });
    };
  }, [productId, open]);
  return result;
}
