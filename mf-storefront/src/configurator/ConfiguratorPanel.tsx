import {
  canGoNext,
  canSaveItem,
  formatPrice,
  isLastStep,
  priceItem,
  stepCount,
  unitBasePriceText,
  type CartItem,
  type OrderType,
  type Product,
} from '@asp/domain';
import { configuratorLabels, configuratorTexts, fill, shopTexts } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import { useReducer } from 'react';
import { committed, configuratorReducer, initConfigurator } from './configurator-state';
import { QuantityInput } from './QuantityInput';
import { StepView } from './StepView';

export interface ConfiguratorPanelProps {
  product: Product;
  /** The cart item being edited (null or absent: a new item). */
  editing?: CartItem | null;
  currency: string;
  /** The order type whose VAT applies (the cart's). */
  orderType: OrderType;
  /** The cart's branch (its reselling-price rule); none: the product price. */
  branch?: Parameters<typeof priceItem>[2];
  /** 'Zum Warenkorb hinzufügen' with a valid item; absent (the back office's preview): nothing happens. */
  onSave?: (item: CartItem) => void;
  /** Back at the first step of a step-by-step product cancels. */
  onCancel?: () => void;
}

/**
 * The item configurator's content (storefront.md §2.9, §4, §5), without its dialog: the
 * storefront shows it in ConfiguratorDialog, the back office's product form shows it as
 * its live preview (./ConfiguratorPreview, exposed by the remote). Step-by-step products
 * show one step at a time with back and next arrows ('Zum nächsten Schritt' only when
 * the step is valid; back at the first step cancels); the quantity question and 'Zum
 * Warenkorb hinzufügen' come with the last step, or below all steps otherwise.
 */
export function ConfiguratorPanel({ product: shown, editing, currency, orderType, branch, onSave, onCancel }: ConfiguratorPanelProps) {
  const [state, act] = useReducer(configuratorReducer, undefined, () => initConfigurator(shown, editing));

  const { product } = state.item;
  const parts = product.config?.parts ?? [];
  const stepByStep = !!product.isStepByStep && parts.length > 0;
  const showQuantity = !stepByStep || isLastStep(product, state.step);
  const priced = priceItem(state.item, orderType, branch);
  const final = committed(state);
  const basePriceText = unitBasePriceText({ price: priced.unitPrice, unit: product.unit, netQuantity: product.netQuantity }, currency);

  function save() {
    if (canSaveItem(final.item)) onSave?.(final.item);
  }

  const stepView = (index: number) => (
    <StepView
      key={index}
      part={parts[index]}
      index={index}
      value={state.item.parts?.[index] ?? undefined}
      dispatch={act}
      currency={currency}
    />
  );

  return (
    <div className="asp-configurator" data-testid="configurator">
      {product.description ? (
        // Product descriptions are HTML written in the back office (sanitised by the catalog service).
        <div className="asp-configurator__description" dangerouslySetInnerHTML={{ __html: product.description }} />
      ) : null}
      {stepByStep ? (
        <>
          <p className="asp-configurator__progress" data-testid="configurator-progress">
            {fill(configuratorLabels.stepOf, { step: state.step + 1, steps: stepCount(product) })}
          </p>
          {stepView(state.step)}
          <div className="asp-configurator__nav">
            <button
              type="button"
              className="asp-configurator__arrow"
              aria-label={configuratorLabels.previousStep}
              onClick={() => (state.step === 0 ? onCancel?.() : act({ type: 'back' }))}
              data-testid="configurator-back"
            >
              ←
            </button>
            {isLastStep(product, state.step) ? null : (
              <Button
                className="asp-configurator__next"
                disabled={!canGoNext(state.item, state.step)}
                onClick={() => act({ type: 'next' })}
                data-testid="configurator-next"
              >
                {configuratorTexts.nextStep}
                <span aria-hidden="true"> →</span>
              </Button>
            )}
          </div>
        </>
      ) : (
        parts.map((_, index) => stepView(index))
      )}
      {showQuantity ? (
        <>
          <QuantityInput state={state} dispatch={act} />
          {priced.isPriceHidden ? null : (
            <p className="asp-configurator__price" data-testid="configurator-price">
              <span>{configuratorLabels.price}: </span>
              <strong>{formatPrice(priced.gross, priced.calculationModel, currency)}</strong>
              {basePriceText ? (
                <span className="asp-configurator__base-price" data-testid="configurator-base-price">
                  {' '}
                  ({fill(shopTexts.basePrice, { price: basePriceText })})
                </span>
              ) : null}
            </p>
          )}
          <Button className="asp-configurator__save" disabled={!canSaveItem(final.item)} onClick={save} data-testid="configurator-save">
            {configuratorTexts.addToCart}
          </Button>
        </>
      ) : null}
    </div>
  );
}
