import { availableUnits, unitLabel, type UnitCode } from '@asp/domain';
import { configuratorLabels, configuratorTexts } from '@asp/i18n';
import { useId, type Dispatch } from 'react';
import { canDecrease, canIncrease, type ConfiguratorAction, type ConfiguratorState } from './configurator-state';

/**
 * 'Welche Menge wird benötigt?' (storefront.md §2.9, §5): decrease and increase buttons
 * (disabled at the minimum and maximum), the amount field (comma or dot; normalised when
 * it loses focus or on Enter) and the unit selector (the product unit and its
 * alternative units; changing it converts the amount).
 */
export function QuantityInput({ state, dispatch }: { state: ConfiguratorState; dispatch: Dispatch<ConfiguratorAction> }) {
  const id = useId();
  const units = availableUnits(state.item.product);
  return (
    <fieldset className="asp-quantity" data-testid="quantity">
      <legend className="asp-quantity__question">{configuratorTexts.quantityQuestion}</legend>
      <div className="asp-quantity__controls">
        <button
          type="button"
          className="asp-quantity__step"
          aria-label={configuratorLabels.decrease}
          disabled={!canDecrease(state)}
          onClick={() => dispatch({ type: 'decrease' })}
          data-testid="quantity-decrease"
        >
          −
        </button>
        <input
          id={`${id}-amount`}
          className="asp-quantity__amount"
          aria-label={configuratorLabels.quantity}
          inputMode="decimal"
          autoComplete="off"
          value={state.amountText}
          onChange={(event) => dispatch({ type: 'amountTyped', text: event.target.value })}
          onBlur={() => dispatch({ type: 'amountCommitted' })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              dispatch({ type: 'amountCommitted' });
            }
          }}
          data-testid="quantity-input"
        />
        <button
          type="button"
          className="asp-quantity__step"
          aria-label={configuratorLabels.increase}
          disabled={!canIncrease(state)}
          onClick={() => dispatch({ type: 'increase' })}
          data-testid="quantity-increase"
        >
          +
        </button>
        {units.length > 1 ? (
          <select
            className="asp-quantity__unit"
            aria-label={configuratorLabels.unit}
            value={state.item.unit}
            onChange={(event) => dispatch({ type: 'unit', unit: event.target.value as UnitCode })}
            data-testid="quantity-unit"
          >
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {unitLabel(unit)}
              </option>
            ))}
          </select>
        ) : (
          <span className="asp-quantity__unit-label">{unitLabel(state.item.unit)}</span>
        )}
      </div>
    </fieldset>
  );
}
