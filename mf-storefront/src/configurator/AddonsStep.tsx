import { addonStep, formatPrice, unitLabel, type PartOption } from '@asp/domain';
import { configuratorLabels, fill, shopTexts } from '@asp/i18n';
import { amountText } from '../cart/cart-view';
import type { StepProps } from './ChoiceSteps';

/** The price of an addon as listed: its product's price per unit, or the option's own price. */
function addonPriceText(option: PartOption, currency: string): string {
  const product = option.item?.product;
  const price = product ? product.price : option.price;
  const unit = product ? product.unit : option.unit;
  if (price === null || price === undefined) return '';
  const money = formatPrice(price, 'fixed', currency);
  return unit ? fill(shopTexts.unitPrice, { price: money, unit: unitLabel(unit) }) : money;
}

/**
 * Addons step: each addon with its price and an amount changed in steps of its item's
 * amount; amounts above 0 are part of the item (storefront.md §5).
 */
export function AddonsStep({ part, index, value, dispatch, currency, labelId }: StepProps) {
  return (
    <ul className="asp-addons" aria-labelledby={labelId}>
      {(part.options ?? []).map((option) => {
        const { step, unit } = addonStep(option);
        const amount = value?.addons?.find((addon) => addon.name === option.name)?.amount ?? 0;
        const set = (next: number) =>
          dispatch({ type: 'addon', part: index, name: option.name, amount: Math.max(0, Math.round(next * 1e6) / 1e6), unit });
        return (
          <li key={option.name} className="asp-addon" data-testid="configurator-addon">
            <span className="asp-addon__name">{option.name}</span>
            <span className="asp-addon__price">{addonPriceText(option, currency)}</span>
            <span className="asp-addon__controls">
              <button
                type="button"
                className="asp-quantity__step"
                aria-label={fill(configuratorLabels.addonDecrease, { name: option.name })}
                disabled={amount <= 0}
                onClick={() => set(amount - step)}
              >
                −
              </button>
              <output
                className="asp-addon__amount"
                aria-label={fill(configuratorLabels.addonAmount, { name: option.name })}
                data-testid="configurator-addon-amount"
              >
                {unit ? amountText(amount, unit) : amount}
              </output>
              <button
                type="button"
                className="asp-quantity__step"
                aria-label={fill(configuratorLabels.addonIncrease, { name: option.name })}
                onClick={() => set(amount + step)}
                data-testid="configurator-addon-increase"
              >
                +
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
