import { backofficeProductTexts as texts } from '@asp/i18n';
import { FormNumberField } from '@asp/web-kit';
import type { ProductForm } from '../form/product-form-values';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';

/**
 * Steuern: the VAT rate per order type (storefront.md §9: tax for delivery, takeawayTax
 * for takeaway, dineInTax for dine-in); an empty takeaway or dine-in rate falls back to tax.
 */
export function TaxesSection({ form }: { form: ProductForm }) {
  return (
    <FormSection id="taxes" title={texts.sectionTaxes}>
      <div className={styles.row}>
        <FormNumberField form={form} name="tax" label={texts.tax} step="0.1" />
        <FormNumberField form={form} name="takeawayTax" label={texts.takeawayTax} hint={texts.taxFallbackHint} step="0.1" empty={null} />
        <FormNumberField form={form} name="dineInTax" label={texts.dineInTax} hint={texts.taxFallbackHint} step="0.1" empty={null} />
      </div>
    </FormSection>
  );
}
