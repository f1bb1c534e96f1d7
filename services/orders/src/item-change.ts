import type { Branch, Order, OrderItem, OrderItemChangeBody, Product, UnitCode } from '@asp/contracts';
import {
  formatAmount,
  isAmountChanged,
  isItemValid,
  isOrderFinal,
  isSameUnitType,
  isWeighable,
  orderTypeOf,
  priceItem,
  repriceLine,
  totalsOfPricedItems,
  unitType,
  weighedAmountInLineUnit,
  type ItemPricing,
} from '@asp/domain';
import { fill, orderItemEditTexts as T } from '@asp/i18n';
import { HttpError, badRequest } from '@asp/server-kit';
import { totalsOf } from './pricing';

/**
 * One item of a placed order changed by staff (PUT /api/orders/{id}/items/{index}, issue 12):
 * the real weight after weighing, another quantity, or other options. The line is repriced
 * by libs/domain (stored unit price × new amount; priceItem from the product for new
 * options), the totals by the second half of the checkout's priceCart, so every other line
 * keeps the price the customer saw. Pure: the route locks, stores and emits.
 */
export interface ItemChangeContext {
  /** The branch from the catalogue replica (delivery areas, reselling price rule). */
  branch: Pick<Branch, 'deliveryAreas' | 'useResellingPrice'>;
  /** The line's product from the catalogue replica; null when it was deleted since. */
  product: Product | null;
}

export interface ItemChange {
  patch: Pick<Order, 'items' | 'totals' | 'estimatedAmount' | 'finalAmount' | 'isAmountFinal'>;
  /** For the history: 'Position 1 (Bratwurst): Gewicht 512 g statt 500 g'. */
  note: string;
}

const unprocessable = (message: string) => new HttpError(422, [{ message }]);

/** The order and index may be changed at all (422 otherwise); the body says something (400 otherwise). */
export function assertChangeable(order: Order, index: number, body: OrderItemChangeBody): OrderItem {
  if (isOrderFinal(order)) throw unprocessable(T.orderFinal);
  const item = order.items[index];
  if (!item) throw unprocessable(T.indexOutOfRange);
  if (body.amount === undefined && body.parts === undefined && body.weighedAmount === undefined && body.unit === undefined) {
    throw badRequest(T.nothingToChange);
  }
  if (body.weighedAmount !== undefined && (body.amount !== undefined || body.unit !== undefined))
    throw badRequest(T.nothingToChange, 'amount');
  return item;
}

/** The new amount and unit of the line, and whether it was weighed. */
function newAmountOf(
  item: OrderItem,
  body: OrderItemChangeBody,
  product: Product | null,
): { amount: number; unit: UnitCode; weighed: boolean } {
  if (body.weighedAmount !== undefined) {
    if (!isWeighable(item)) throw badRequest(T.notWeighable, 'weighedAmount');
    const weighedUnit = body.weighedUnit ?? 'gram';
    if (unitType(weighedUnit) !== 'weight') throw badRequest(T.weighedUnit, 'weighedUnit');
    return { ...weighedAmountInLineUnit(item, body.weighedAmount, weighedUnit), weighed: true };
  }
  const unit = body.unit ?? item.unit;
  const own = [item.unit, item.product.unit, ...(product?.alternativeUnits ?? []).map((alt) => alt.unit)];
  if (!own.some((code) => code === unit || isSameUnitType(code, unit))) throw badRequest(T.invalidUnit, 'unit');
  return { amount: body.amount ?? item.amount, unit, weighed: Boolean(item.isWeighed) };
}

/** The change as a history note. */
function noteOf(
  index: number,
  item: OrderItem,
  next: { amount: number; unit: UnitCode; weighed: boolean },
  body: OrderItemChangeBody,
): string {
  const changes: string[] = [];
  if (isAmountChanged(item, next.amount, next.unit) || body.weighedAmount !== undefined) {
    const values = { after: formatAmount(next.amount, next.unit), before: formatAmount(item.amount, item.unit) };
    changes.push(fill(body.weighedAmount !== undefined ? T.noteWeight : T.noteAmount, values));
  }
  if (body.parts !== undefined) changes.push(T.noteOptions);
  return fill(T.noteItem, { position: String(index + 1), name: item.product.name, changes: changes.join(', ') || T.noteOptions });
}

export function changeOrderItem(order: Order, index: number, body: OrderItemChangeBody, context: ItemChangeContext): ItemChange {
  const item = assertChangeable(order, index, body);
  const next = newAmountOf(item, body, context.product);
  const orderType = orderTypeOf(order);
  let pricing: ItemPricing;
  let parts = item.parts;
  if (body.parts !== undefined) {
    // New options change the unit price: priced from the product like at checkout.
    if (!context.product) throw unprocessable(T.productGone);
    const cartItem = { product: context.product, amount: next.amount, unit: next.unit, parts: body.parts };
    if (!isItemValid(cartItem)) throw badRequest(T.invalidOptions, 'parts');
    pricing = priceItem(cartItem, orderType, context.branch);
    parts = body.parts;
  } else {
    pricing = repriceLine(item, next.amount, next.unit, context.product?.alternativeUnits, next.weighed);
  }

  const changed: OrderItem = {
    ...item,
    amount: next.amount,
    unit: next.unit,
    parts,
    unitPrice: pricing.unitPrice,
    gross: pricing.gross,
    net: pricing.net,
    tax: pricing.tax,
    taxRate: pricing.taxRate,
    calculationModel: pricing.calculationModel,
    isApproximate: pricing.isApproximate,
    isPriceHidden: pricing.isPriceHidden,
    orderedAmount: item.orderedAmount ?? item.amount,
    orderedUnit: item.orderedUnit ?? item.unit,
    ...(next.weighed ? { isWeighed: true } : {}),
  };
  const items = order.items.map((line, i) => (i === index ? changed : line));
  const lines = items.map((line) => ({ ...line, gross: line.gross ?? 0 }));
  const totals = totalsOf({
    items: [],
    ...totalsOfPricedItems(lines, { orderType, branch: context.branch, deliveryArea: order.deliveryArea }),
  });
  return {
    patch: {
      items,
      totals,
      // The checkout total is what an online payment authorized; kept from the first change on.
      estimatedAmount: order.estimatedAmount ?? order.totals.totalGross,
      finalAmount: totals.totalGross,
      // Final once no line is approximate any more (every weight line weighed).
      isAmountFinal: !totals.isApproximate,
    },
    note: noteOf(index, item, next, body),
  };
}
