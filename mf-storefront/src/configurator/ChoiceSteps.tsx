import { formatPrice, type CartItemPart, type ConfigPart, type PartOption } from '@asp/domain';
import { configuratorLabels, fill } from '@asp/i18n';
import type { Dispatch } from 'react';
import type { ConfiguratorAction } from './configurator-state';

export interface StepProps {
  part: ConfigPart;
  index: number;
  value: CartItemPart | undefined;
  dispatch: Dispatch<ConfiguratorAction>;
  currency: string;
  labelId: string;
}

/** How an option changes the price: its own price for overwrite, '+ x' / '- x' for add and subtract. */
export function optionPriceText(option: PartOption, currency: string): string {
  const value = option.value ?? 0;
  if (option.modifier === 'overwrite') return formatPrice(value, 'fixed', currency);
  if (option.modifier === 'add' && value > 0) return fill(configuratorLabels.optionAdd, { price: formatPrice(value, 'fixed', currency) });
  if (option.modifier === 'subtract' && value > 0)
    return fill(configuratorLabels.optionSubtract, { price: formatPrice(value, 'fixed', currency) });
  return '';
}

/**
 * Select step: one option; clicking the chosen option again clears it only when the step
 * is optional (storefront.md §4) — buttons with aria-pressed, since a radio group cannot
 * be cleared.
 */
export function SelectStep({ part, index, value, dispatch, currency, labelId }: StepProps) {
  return (
    <div className="asp-options" role="group" aria-labelledby={labelId}>
      {(part.options ?? []).map((option) => {
        const selected = value?.value === option.name;
        const price = optionPriceText(option, currency);
        return (
          <button
            key={option.name}
            type="button"
            className={selected ? 'asp-option asp-option--selected' : 'asp-option'}
            aria-pressed={selected}
            onClick={() => dispatch({ type: 'select', part: index, option: option.name })}
            data-testid="configurator-option"
          >
            <span className="asp-option__name">{option.name}</span>
            {price ? <span className="asp-option__price">{price}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** Multiselect step: every option toggles in and out of the list (storefront.md §4). */
export function MultiselectStep({ part, index, value, dispatch, currency, labelId }: StepProps) {
  const chosen = value?.values ?? [];
  return (
    <div className="asp-options" role="group" aria-labelledby={labelId}>
      {(part.options ?? []).map((option) => {
        const price = optionPriceText(option, currency);
        return (
          <label key={option.name} className="asp-option asp-option--check">
            <input
              type="checkbox"
              checked={chosen.includes(option.name)}
              onChange={() => dispatch({ type: 'toggle', part: index, option: option.name })}
              data-testid="configurator-option-check"
            />
            <span className="asp-option__name">{option.name}</span>
            {price ? <span className="asp-option__price">{price}</span> : null}
          </label>
        );
      })}
    </div>
  );
}
