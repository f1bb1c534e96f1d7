import { backofficeProductTexts as texts } from '@asp/i18n';
import { FormCheckboxField, FormNumberField, FormTextField } from '@asp/web-kit';
import { useWatch } from 'react-hook-form';
import { FormScheduleField } from '../../catalog-parts/ScheduleEditor';
import type { ProductForm } from '../form/product-form-values';
import { leadTimeTypeOptions } from '../form/product-options';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';
import { NullableSelect } from './nullable-fields';

/**
 * Zeiten & Verkauf: availability schedule, shown-greyed flag, the sale date (while it lies
 * in the future the shop lists the product in the configuration's sale category 'Aktionen',
 * spec README) and the lead time added to the earliest pickup.
 */
export function AvailabilitySection({ form }: { form: ProductForm }) {
  const leadTime = useWatch({ control: form.control, name: 'isLeadTimeEnabled' });
  return (
    <FormSection id="availability" title={texts.sectionAvailability}>
      <FormScheduleField form={form} name="schedule" legend={texts.schedule} emptyHint={texts.scheduleAlways} testId="product-schedule" />
      <FormCheckboxField form={form} name="isVisibleWhenUnavailable" label={texts.isVisibleWhenUnavailable} />
      <FormTextField form={form} name="content.date" label={texts.saleDate} hint={texts.saleDateHint} type="date" emptyAsNull />
      <FormCheckboxField form={form} name="isLeadTimeEnabled" label={texts.isLeadTimeEnabled} />
      {leadTime ? (
        <div className={styles.row}>
          <FormNumberField form={form} name="leadTimeValue" label={texts.leadTimeValue} step="1" empty={null} />
          <NullableSelect form={form} name="leadTimeType" label={texts.leadTimeType} noneLabel="–" options={leadTimeTypeOptions} />
        </div>
      ) : null}
    </FormSection>
  );
}
