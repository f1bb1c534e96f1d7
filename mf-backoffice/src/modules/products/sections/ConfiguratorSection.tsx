import { backofficeProductTexts as texts } from '@asp/i18n';
import { FormCheckboxField, TextField } from '@asp/web-kit';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ConfiguratorBuilder } from '../configurator/ConfiguratorBuilder';
import type { ProductForm } from '../form/product-form-values';
import { FormSection } from './FormSection';
import { firstItemError } from './item-errors';

/**
 * Konfigurator: step-by-step mode, the configurator flag of content, the search option
 * names, and the steps (`config.parts`) in the configurator builder
 * (../configurator/ConfiguratorBuilder, `{ form }`, with its live preview).
 */
export function ConfiguratorSection({ form }: { form: ProductForm }) {
  return (
    <FormSection id="configurator" title={texts.sectionConfigurator}>
      <FormCheckboxField form={form} name="isStepByStep" label={texts.isStepByStep} />
      <FormCheckboxField form={form} name="content.configurator.isEnabled" label={texts.configuratorIsEnabled} />
      <OptionNamesField form={form} />
      <ConfiguratorBuilder form={form} />
    </FormSection>
  );
}

/**
 * content.configurator.options (storefront.md §3): option names the shop's product search
 * also matches (libs/domain productOptionNames), edited as one comma-separated line.
 */
function OptionNamesField({ form }: { form: ProductForm }) {
  const { field, fieldState } = useController({ control: form.control, name: 'content.configurator.options' });
  const names: string[] = Array.isArray(field.value) ? field.value : [];
  const [text, setText] = useState(names.join(', '));
  return (
    <TextField
      label={texts.configuratorOptions}
      name="content.configurator.options"
      hint={texts.configuratorOptionsHint}
      value={text}
      error={fieldState.error?.message ?? firstItemError(fieldState.error)}
      onBlur={field.onBlur}
      onChange={(value) => {
        setText(value);
        field.onChange(
          value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
