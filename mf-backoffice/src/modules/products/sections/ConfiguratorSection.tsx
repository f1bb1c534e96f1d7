import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { FormCheckboxField } from '@asp/web-kit';
import { useWatch } from 'react-hook-form';
import type { ProductForm } from '../form/product-form-values';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';

/**
 * Konfigurator: step-by-step mode, the configurator flag of content and the steps
 * (`config.parts`). The steps are edited by the configurator builder
 * (./configurator/ConfiguratorBuilder, `{ form }`), built separately; until it is there the
 * steps travel through the form unchanged.
 */
export function ConfiguratorSection({ form }: { form: ProductForm }) {
  const parts = useWatch({ control: form.control, name: 'config.parts' }) ?? [];
  return (
    <FormSection id="configurator" title={texts.sectionConfigurator}>
      <FormCheckboxField form={form} name="isStepByStep" label={texts.isStepByStep} />
      <FormCheckboxField form={form} name="content.configurator.isEnabled" label={texts.configuratorIsEnabled} />
      <p>{fill(texts.configuratorSteps, { count: parts.length })}</p>
      <p className={styles.note} data-testid="product-configurator-pending">
        {texts.configuratorPending}
      </p>
    </FormSection>
  );
}
