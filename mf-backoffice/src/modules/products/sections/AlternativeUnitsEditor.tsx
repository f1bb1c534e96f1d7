import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { Button, FormNumberField, FormSelectField } from '@asp/web-kit';
import { useFieldArray } from 'react-hook-form';
import type { ProductForm } from '../form/product-form-values';
import { calculationModelOptions, unitOptions } from '../form/product-options';
import styles from './FormSection.module.css';
import { NullableSelect } from './nullable-fields';

/**
 * The product's alternative units (storefront.md §3: unit, ratio, calculationModel,
 * minimumQuantity, maximumQuantity, quantityStepSize), e.g. Stk. and g for a kg product.
 */
export function AlternativeUnitsEditor({ form }: { form: ProductForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'alternativeUnits' });
  return (
    <fieldset className={styles.section} data-testid="product-alternative-units">
      <legend className={styles.legend}>{texts.alternativeUnits}</legend>
      <p className={styles.hint}>{texts.ratioHint}</p>
      {fields.length === 0 ? <p>{texts.alternativeUnitsEmpty}</p> : null}
      {fields.map((row, index) => {
        const number = index + 1;
        const at = `alternativeUnits.${index}` as const;
        return (
          <fieldset key={row.id} className={styles.item} data-testid={`product-alternative-unit-${index}`}>
            <legend>{fill(texts.alternativeUnit, { index: number })}</legend>
            <div className={styles.row}>
              <FormSelectField form={form} name={`${at}.unit`} label={texts.unit} options={unitOptions} />
              <FormNumberField form={form} name={`${at}.ratio`} label={texts.ratio} step="any" />
              <NullableSelect
                form={form}
                name={`${at}.calculationModel`}
                label={texts.calculationModel}
                noneLabel={texts.inheritCalculationModel}
                options={calculationModelOptions}
              />
              <FormNumberField form={form} name={`${at}.minimumQuantity`} label={texts.minimumQuantity} step="any" empty={null} />
              <FormNumberField form={form} name={`${at}.maximumQuantity`} label={texts.maximumQuantity} step="any" empty={null} />
              <FormNumberField form={form} name={`${at}.quantityStepSize`} label={texts.quantityStepSize} step="any" empty={null} />
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => remove(index)}>
                {fill(texts.removeAlternativeUnit, { index: number })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() =>
            append({
              unit: 'piece',
              ratio: 1,
              calculationModel: null,
              minimumQuantity: null,
              maximumQuantity: null,
              quantityStepSize: null,
            })
          }
        >
          {texts.addAlternativeUnit}
        </Button>
      </div>
    </fieldset>
  );
}
