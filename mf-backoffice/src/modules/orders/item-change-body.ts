import type { OrderItem, OrderItemChangeBody, UnitCode } from '@asp/contracts';
import { isWeighable, parseQuantityInput, unitType } from '@asp/domain';
import { optionsChangeBody } from './item-options';

/** The unit staff weigh a line in: the line's own weight unit, else the product's (a piece line of a kg product). */
export function weighingUnit(item: Pick<OrderItem, 'unit' | 'product'>): UnitCode {
  return unitType(item.unit) === 'weight' ? item.unit : item.product.unit;
}

export interface ItemEditInput {
  /** The quantity as typed ('2', '1,5'). */
  amount: string;
  /** The weighed amount as typed, in `weighingUnit(item)`; empty when not weighed. */
  weighed: string;
  /** Keys (item-options.ts) of the chosen options staff tick to remove. */
  removedOptions: string[];
}

/** The dialog's start values: the current quantity, the weight when the line was weighed already, no option removed. */
export const initialItemInput = (item: OrderItem): ItemEditInput => ({
  amount: String(item.amount).replace('.', ','),
  weighed: item.isWeighed ? String(item.amount).replace('.', ',') : '',
  removedOptions: [],
});

/**
 * The quantity part of the dialog (PUT /api/orders/{id}/items/{index}): a weighed amount
 * wins for weight products; otherwise a changed quantity; null when nothing changed or the
 * input is no positive number.
 */
export function itemChangeBody(item: OrderItem, input: Pick<ItemEditInput, 'amount' | 'weighed'>): OrderItemChangeBody | null {
  if (isWeighable(item) && input.weighed.trim()) {
    const weighed = parseQuantityInput(input.weighed);
    return weighed > 0 ? { weighedAmount: weighed, weighedUnit: weighingUnit(item) } : null;
  }
  const amount = parseQuantityInput(input.amount);
  if (!(amount > 0) || amount === item.amount) return null;
  return { amount };
}

/**
 * The calls the dialog makes, in order; null when nothing changed or an input is unusable
 * (the dialog then says so before calling the server). `options` is the parts body: the
 * changed choices when the product is loaded (option-choices.ts), else the removed options.
 * Options go with a new quantity in one call; a weighed amount follows in a second call,
 * since the server prices new options from the product like at checkout and only a
 * weighing marks the line weighed.
 */
export function itemChangeRequests(
  item: OrderItem,
  input: ItemEditInput,
  options: OrderItemChangeBody | null = optionsChangeBody(item, input.removedOptions),
): OrderItemChangeBody[] | null {
  const quantity = itemChangeBody(item, input);
  if (!options) return quantity ? [quantity] : null;
  if (!quantity) {
    // Only options: the quantity fields must be untouched, not unusable.
    const weighedTyped = isWeighable(item) && input.weighed.trim() !== '';
    return !weighedTyped && parseQuantityInput(input.amount) === item.amount ? [options] : null;
  }
  return quantity.weighedAmount !== undefined ? [options, quantity] : [{ ...quantity, ...options }];
}
