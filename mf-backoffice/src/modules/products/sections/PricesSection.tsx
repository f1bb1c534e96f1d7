import { unitBasePriceText, unitLabel } from '@asp/domain';
import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { FormNumberField, FormSelectField, FormTextField, SelectField } from '@asp/web-kit';
import { useController, useWatch } from 'react-hook-form';
import type { ProductForm } from '../form/product-form-values';
import { calculationModelOptions, isWeightUnit, netQuantityUnitOptions, unitOptions } from '../form/product-options';
import { AlternativeUnitsEditor } from './AlternativeUnitsEditor';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';
import { NullableSelect } from './nullable-fields';

/**
 * Preise & Einheiten: price, reselling price, unit and calculation model, the quantity
 * limits, default quantity, net quantity (the PAngV base price, shown live as the shop
 * computes it with libs/domain) and the alternative units.
 */
export function PricesSection({ form }: { form: ProductForm }) {
  const [price, unit, netQuantity] = useWatch({ control: form.control, name: ['price', 'unit', 'netQuantity'] });
  const basePrice = unitBasePriceText({
    price: typeof price === 'number' ? price : null,
    unit: unit ?? 'piece',
    netQuantity: netQuantity ?? null,
  });
  return (
    <FormSection id="prices" title={texts.sectionPrices}>
      <div className={styles.row}>
        <FormNumberField form={form} name="price" label={texts.price} hint={texts.priceHint} step="0.0001" />
        <FormNumberField
          form={form}
          name="content.resellingPrice"
          label={texts.resellingPrice}
          hint={texts.resellingPriceHint}
          step="0.01"
          empty={null}
        />
        <FormSelectField form={form} name="unit" label={texts.unit} options={unitOptions} />
        <FormSelectField form={form} name="calculationModel" label={texts.calculationModel} options={calculationModelOptions} />
      </div>
      {isWeightUnit(unit) ? <p className={styles.note}>{fill(texts.weightProduct, { unit: unitLabel(unit) })}</p> : null}
      <FormTextField form={form} name="pricing" label={texts.pricing} hint={texts.pricingHint} emptyAsNull />
      <div className={styles.row}>
        <FormNumberField form={form} name="minimumQuantity" label={texts.minimumQuantity} step="any" empty={null} />
        <FormNumberField form={form} name="maximumQuantity" label={texts.maximumQuantity} step="any" empty={null} />
        <FormNumberField form={form} name="quantityStepSize" label={texts.quantityStepSize} step="any" empty={null} />
        <FormNumberField form={form} name="defaultQuantity" label={texts.defaultQuantity} step="any" empty={null} />
        <NullableSelect form={form} name="defaultUnit" label={texts.defaultUnit} noneLabel={texts.noDefaultUnit} options={unitOptions} />
      </div>
      <NetQuantityFields form={form} />
      {basePrice ? <p data-testid="product-base-price">{fill(texts.basePrice, { price: basePrice })}</p> : null}
      <AlternativeUnitsEditor form={form} />
    </FormSection>
  );
}

/**
 * Nennfüllmenge: amount and unit, or none at all (netQuantity null). Choosing no unit
 * clears the amount, so the contract never gets half a net quantity.
 */
function NetQuantityFields({ form }: { form: ProductForm }) {
  // One controller for the whole object: a controller on 'netQuantity.unit' would register
  // the nested path and turn a null net quantity into { unit: undefined } (refused as blank).
  const { field, fieldState } = useController({ control: form.control, name: 'netQuantity' });
  const value = field.value ?? null;
  const unitError = (fieldState.error as { unit?: { message?: string } } | undefined)?.unit?.message ?? fieldState.error?.message;
  return (
    <div className={styles.row}>
      <SelectField
        id="product-netQuantity.unit"
        label={texts.netQuantityUnit}
        name="netQuantity.unit"
        value={value && typeof value.unit === 'string' ? value.unit : ''}
        options={netQuantityUnitOptions}
        error={unitError}
        onBlur={field.onBlur}
        onChange={(unit) => field.onChange(unit === '' ? null : { ...value, unit })}
      />
      {value ? (
        <FormNumberField form={form} name="netQuantity.amount" label={texts.netQuantityAmount} hint={texts.netQuantityHint} step="any" />
      ) : (
        <p className={styles.hint}>{texts.netQuantityHint}</p>
      )}
    </div>
  );
}
