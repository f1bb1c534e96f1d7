import { useConfigQuery } from '../../config/config-api';

/**
 * The shop's currency (its configuration), so the builder's prices read as the shop shows
 * them (formatPrice, the storefront's formatter). The contract's default while it loads.
 */
export function useShopCurrency(): string {
  return useConfigQuery().data?.currency ?? 'EUR';
}
