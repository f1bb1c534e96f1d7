import { configTexts } from '@asp/i18n';
import { FormCheckboxField, FormSelectField, FormTextField } from '@asp/web-kit';
import styles from '../config.module.css';
import { PAYMENT_FLAGS, PLUGIN_FLAGS, type Option } from '../config-form';
import type { ConfigSectionProps } from './section-props';

const f = configTexts.fields;
const deliveryOptions = Object.entries(configTexts.deliveryMethods).map(([value, label]) => ({ value, label }));
const prefixOptions = ['+49', '+43', '+41', '+423'].map((value) => ({ value, label: value }));

/** Currency and ordering defaults, the plugin flags (storefront.md §3) and the payment flags. */
export function SettingsSections({ form, categories }: ConfigSectionProps & { categories: Option[] }) {
  return (
    <>
      <fieldset className={styles.section} data-testid="config-section-ordering">
        <legend className={styles.legend}>{configTexts.sections.ordering}</legend>
        <div className={styles.columns}>
          <FormTextField form={form} name="currency" label={f.currency} />
          <FormSelectField form={form} name="defaultDeliveryMethod" label={f.defaultDeliveryMethod} options={deliveryOptions} />
          <FormSelectField form={form} name="phonePrefix" label={f.phonePrefix} options={prefixOptions} />
          <FormTextField form={form} name="timeZone" label={f.timeZone} />
          <FormSelectField form={form} name="saleCategoryId" label={f.saleCategoryId} options={categories} numeric />
        </div>
        <FormCheckboxField form={form} name="disableTickets" label={f.disableTickets} />
      </fieldset>
      <fieldset className={styles.section} data-testid="config-section-plugins">
        <legend className={styles.legend}>{configTexts.sections.plugins}</legend>
        <div className={styles.flags}>
          {PLUGIN_FLAGS.map((flag) => (
            <FormCheckboxField key={flag} form={form} name={flag} label={configTexts.plugins[flag]} />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.section} data-testid="config-section-payments">
        <legend className={styles.legend}>{configTexts.sections.payments}</legend>
        <p className={styles.hint}>{configTexts.paymentsHint}</p>
        <div className={styles.flags}>
          {PAYMENT_FLAGS.map((flag) => (
            <FormCheckboxField key={flag} form={form} name={flag} label={configTexts.payments[flag]} />
          ))}
        </div>
      </fieldset>
    </>
  );
}
