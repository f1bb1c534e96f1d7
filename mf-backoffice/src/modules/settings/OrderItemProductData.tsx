import type { Order, OrderItem } from '@asp/contracts';
import { formatPrice, unitLabel } from '@asp/domain';
import { fill, userSettingsTexts as T } from '@asp/i18n';
import { useUserSetting } from './user-settings';

/**
 * The product data of an order item (product number, unit price, VAT rate), shown in the
 * order's item list only with the user setting show_product_data (document 1 §3).
 */
export function OrderItemProductData({ item, order }: { item: OrderItem; order: Pick<Order, 'currency'> }) {
  const shown = useUserSetting('showProductData');
  if (!shown) return null;
  const parts = [fill(T.productNumber, { id: item.product.id })];
  if (item.unitPrice !== null) {
    parts.push(fill(T.unitPrice, { price: formatPrice(item.unitPrice, null, order.currency), unit: unitLabel(item.product.unit) }));
  }
  parts.push(fill(T.taxRate, { rate: String(item.taxRate).replace('.', ',') }));
  return (
    <small className="asp-backoffice-item-product-data" data-testid="order-item-product-data">
      {' '}
      ({parts.join(' · ')})
    </small>
  );
}
