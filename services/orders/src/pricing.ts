import type { Branch, OrderCreateData, OrderItem, PricingResult, Product } from '@asp/contracts';
import { priceCart, type CartItem, type CartPricing, type OrderType } from '@asp/domain';

/**
 * Prices an order with libs/domain's priceCart — the very function the cart drawer and
 * the checkout use — from the products of the catalogue replica. Nothing price-like the
 * browser sent is read: a cart line is only product id, amount, unit and chosen options.
 */

export function toCartItems(inputs: OrderCreateData['items'], products: Map<number, Product>): CartItem[] {
  return inputs.map((input) => ({
    product: products.get(input.product)!,
    amount: input.amount,
    unit: input.unit,
    parts: input.parts ?? [],
  }));
}

export function priceOrder(items: CartItem[], orderType: OrderType, branch: Branch, deliveryArea: string | null | undefined): CartPricing {
  return priceCart({ items, orderType, branch, deliveryArea });
}

/** The ordered lines as stored: a product snapshot plus the server's prices. */
export function orderItemsOf(items: CartItem[], pricing: CartPricing): OrderItem[] {
  return items.map((item, index) => {
    const price = pricing.items[index];
    return {
      product: {
        id: Number(item.product.id),
        name: item.product.name,
        unit: item.product.unit,
        // The net quantity as ordered, so the receipt prints the base price (PAngV) of that day.
        ...(item.product.netQuantity ? { netQuantity: item.product.netQuantity } : {}),
      },
      amount: item.amount,
      unit: item.unit,
      parts: item.parts ?? [],
      unitPrice: price.unitPrice,
      gross: price.gross,
      net: price.net,
      tax: price.tax,
      taxRate: price.taxRate,
      calculationModel: price.calculationModel,
      isApproximate: price.isApproximate,
      isPriceHidden: price.isPriceHidden,
    };
  });
}

export function totalsOf(pricing: CartPricing): PricingResult {
  return {
    net: pricing.net,
    tax: pricing.tax,
    gross: pricing.gross,
    deliveryNet: pricing.deliveryNet,
    deliveryTax: pricing.deliveryTax,
    deliveryGross: pricing.deliveryGross,
    totalNet: pricing.totalNet,
    totalTax: pricing.totalTax,
    totalGross: pricing.totalGross,
    taxes: pricing.taxes,
    isApproximate: pricing.isApproximate,
    hasHiddenPrices: pricing.hasHiddenPrices,
  };
}
