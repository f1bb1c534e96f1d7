import { canGoNext, canSaveItem, formatPrice, isLastStep, orderTypeOf, priceItem, stepCount, unitBasePriceText } from '@asp/domain';
import { configuratorLabels, configuratorTexts, fill, shopTexts } from '@asp/i18n';
import { Button, Dialog } from '@asp/web-kit';
import { useReducer } from 'react';
import { configuratorClosed, selectCart, type ConfiguratorTarget } from '../cart/cart-slice';
import { cartBranch } from '../cart/use-cart';
import { useGetBranchesQuery } from '../api';
import { useConfig } from '../startup-context';
import { useAppDispatch, useAppSelector } from '../store';
import { committed, configuratorReducer, initConfigurator } from './configurator-state';
import { QuantityInput } from './QuantityInput';
import { saveConfiguredItem } from './save-configured-item';
import { StepView } from './StepView';
import { STOREFRONT_SCOPE } from '../storefront-scope';

/**
 * The item configurator (storefront.md §2.9, §4, §5): a dialog titled with the product
 * name. Step-by-step products show one step at a time with back and next arrows
 * ('Zum nächsten Schritt' only when the step is valid; back at the first step cancels);
 * the quantity question and 'Zum Warenkorb hinzufügen' come with the last step, or
 * below all steps otherwise. Saving appends a new item or replaces the edited one at its
 * index, saves the cart, reports add-to-cart with the item price (new and edited items)
 * and shows the toast for a new item (save-configured-item.ts).
 * Escape closes it (web-kit Dialog).
 */
export function ConfiguratorDialog({ target }: { target: ConfiguratorTarget }) {
  const dispatch = useAppDispatch();
  const config = useConfig();
  const cart = useAppSelector((state) => selectCart(state, target.cartKey));
  const selected = useAppSelector((state) => state.selection.branchIdentifier);
  const branches = useGetBranchesQuery().data ?? [];
  const branch = cartBranch(branches, target.cartKey, selected);
  const [state, act] = useReducer(configuratorReducer, undefined, () => initConfigurator(target.product, target.item));

  const { product } = state.item;
  const parts = product.config?.parts ?? [];
  const stepByStep = !!product.isStepByStep && parts.length > 0;
  const showQuantity = !stepByStep || isLastStep(product, state.step);
  const priced = priceItem(state.item, orderTypeOf(cart), branch);
  const final = committed(state);
  const basePriceText = unitBasePriceText(
    { price: priced.unitPrice, unit: product.unit, netQuantity: product.netQuantity },
    config.currency,
  );
  const close = () => dispatch(configuratorClosed());

  function save() {
    if (!canSaveItem(final.item)) return;
    dispatch(saveConfiguredItem(target, final.item, { branch, currency: config.currency }));
  }

  const stepView = (index: number) => (
    <StepView
      key={index}
      part={parts[index]}
      index={index}
      value={state.item.parts?.[index] ?? undefined}
      dispatch={act}
      currency={config.currency}
    />
  );

  return (
    <Dialog open title={product.name} onClose={close}>
      <div className={STOREFRONT_SCOPE}>
        <div className="asp-configurator" data-testid="configurator">
          {product.description ? (
            // Product descriptions are HTML written in the back office.
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
                  onClick={() => (state.step === 0 ? close() : act({ type: 'back' }))}
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
                  <strong>{formatPrice(priced.gross, priced.calculationModel, config.currency)}</strong>
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
      </div>
    </Dialog>
  );
}
