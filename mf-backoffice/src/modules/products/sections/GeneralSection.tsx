import { backofficeProductTexts as texts } from '@asp/i18n';
import { FormCheckboxField, FormRichTextField, FormSelectField, FormTextField } from '@asp/web-kit';
import type { ProductForm } from '../form/product-form-values';
import { productTypeOptions } from '../form/product-options';
import { FormSection } from './FormSection';

/** Allgemein: name, description, product type and the visibility flags (storefront.md §3). */
export function GeneralSection({ form }: { form: ProductForm }) {
  return (
    <FormSection id="general" title={texts.sectionGeneral}>
      <FormTextField form={form} name="name" label={texts.name} />
      <FormRichTextField form={form} name="description" label={texts.description} />
      <FormSelectField form={form} name="type" label={texts.type} options={productTypeOptions} />
      <FormCheckboxField form={form} name="isEnabled" label={texts.isEnabled} />
      <FormCheckboxField form={form} name="isPublic" label={texts.isPublic} />
      <FormCheckboxField form={form} name="isPriceHidden" label={texts.isPriceHidden} />
      <FormCheckboxField form={form} name="content.showAmount" label={texts.showAmount} />
    </FormSection>
  );
}
