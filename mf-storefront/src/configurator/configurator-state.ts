import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  changeQuantityUnit,
  createCartItem,
  decreaseQuantity,
  emptyParts,
  getQuantityLimits,
  increaseQuantity,
  isMultipleUpload,
  nextStep,
  normalizeQuantityInput,
  previousStep,
  selectOption,
  setAddonAmount,
  toggleOption,
  type CartItem,
  type CartItemPart,
  type Product,
  type QuantityLimits,
  type UnitCode,
  type Upload,
} from '@asp/domain';

/**
 * The item configurator's state (storefront.md §2.9, §4, §5): the item being built, the
 * step shown (step-by-step products) and the quantity field's text while it is typed.
 * Every change goes through a libs/domain rule; this reducer only applies them to the
 * right step.
 */
export interface ConfiguratorState {
  item: CartItem;
  step: number;
  /** The quantity field as typed ('1,5'); normalised into item.amount on commit. */
  amountText: string;
}

export type ConfiguratorAction =
  | { type: 'select'; part: number; option: string }
  | { type: 'toggle'; part: number; option: string }
  | { type: 'text'; part: number; value: string }
  | { type: 'filesAdded'; part: number; files: Upload[] }
  | { type: 'fileRemoved'; part: number; index: number }
  | { type: 'addon'; part: number; name: string; amount: number; unit?: UnitCode | null }
  | { type: 'amountTyped'; text: string }
  | { type: 'amountCommitted' }
  | { type: 'increase' }
  | { type: 'decrease' }
  | { type: 'unit'; unit: UnitCode }
  | { type: 'next' }
  | { type: 'back' };

const quantityFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4, useGrouping: false });

/** The quantity as the field shows it: de-DE, no grouping ('0,5', '400'). */
export function formatQuantity(amount: number): string {
  return quantityFormat.format(amount);
}

/**
 * The start state: a new item (initial quantity, empty steps) or a copy of the edited
 * one on the current product (steps the product no longer has are dropped, new ones empty).
 */
export function initConfigurator(product: Product, editing?: CartItem | null): ConfiguratorState {
  const item: CartItem = editing
    ? { product, amount: editing.amount, unit: editing.unit, parts: emptyParts(product).map((empty, i) => editing.parts?.[i] ?? empty) }
    : createCartItem(product);
  return { item, step: 0, amountText: formatQuantity(item.amount) };
}

export function quantityLimits(state: ConfiguratorState): QuantityLimits {
  return getQuantityLimits(state.item.product, state.item.unit);
}

export function canDecrease(state: ConfiguratorState): boolean {
  return canDecreaseQuantity(state.item.amount, quantityLimits(state));
}

export function canIncrease(state: ConfiguratorState): boolean {
  return canIncreaseQuantity(state.item.amount, quantityLimits(state));
}

function withAmount(state: ConfiguratorState, amount: number): ConfiguratorState {
  return { ...state, item: { ...state.item, amount }, amountText: formatQuantity(amount) };
}

function withPart(state: ConfiguratorState, index: number, change: (part: CartItemPart) => CartItemPart): ConfiguratorState {
  const parts = [...(state.item.parts ?? emptyParts(state.item.product))];
  parts[index] = change(parts[index] ?? {});
  return { ...state, item: { ...state.item, parts } };
}

/** The item with the quantity field's text committed (what 'Zum Warenkorb hinzufügen' saves). */
export function committed(state: ConfiguratorState): ConfiguratorState {
  return withAmount(state, normalizeQuantityInput(state.item.product, state.amountText, state.item.unit));
}

export function configuratorReducer(state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
  const parts = state.item.product.config?.parts ?? [];
  switch (action.type) {
    case 'select': {
      const part = parts[action.part];
      if (!part) return state;
      return withPart(state, action.part, (current) => ({ ...current, value: selectOption(part, current.value, action.option) }));
    }
    case 'toggle':
      return withPart(state, action.part, (current) => ({ ...current, values: toggleOption(current.values, action.option) }));
    case 'text':
      return withPart(state, action.part, (current) => ({ ...current, value: action.value }));
    case 'filesAdded': {
      const part = parts[action.part];
      if (!part || action.files.length === 0) return state;
      // Single-file steps keep the newest file (storefront.md §5).
      return withPart(state, action.part, (current) => ({
        ...current,
        files: isMultipleUpload(part.type) ? [...(current.files ?? []), ...action.files] : [action.files[action.files.length - 1]],
      }));
    }
    case 'fileRemoved':
      return withPart(state, action.part, (current) => ({ ...current, files: (current.files ?? []).filter((_, i) => i !== action.index) }));
    case 'addon':
      return withPart(state, action.part, (current) => ({
        ...current,
        addons: setAddonAmount(current.addons, action.name, action.amount, action.unit),
      }));
    case 'amountTyped':
      return { ...state, amountText: action.text };
    case 'amountCommitted':
      return committed(state);
    case 'increase': {
      const current = committed(state);
      return withAmount(current, increaseQuantity(current.item.amount, quantityLimits(current)));
    }
    case 'decrease': {
      const current = committed(state);
      return withAmount(current, decreaseQuantity(current.item.amount, quantityLimits(current)));
    }
    case 'unit': {
      const current = committed(state);
      const amount = changeQuantityUnit(current.item.product, current.item.amount, current.item.unit, action.unit);
      return withAmount({ ...current, item: { ...current.item, unit: action.unit } }, amount);
    }
    case 'next':
      return { ...state, step: nextStep(state.item, state.step) };
    case 'back': {
      const previous = previousStep(state.step);
      return previous.action === 'back' ? { ...state, step: previous.stepIndex } : state;
    }
  }
}
