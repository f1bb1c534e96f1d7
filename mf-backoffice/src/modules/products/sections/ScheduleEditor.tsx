import type { OpeningHourRuleTypeValue } from '@asp/contracts';
import { openingHourRuleTypeSchema } from '@asp/contracts';
import { backofficeBranchTexts as ruleTexts, backofficeProductTexts as texts, fill } from '@asp/i18n';
import { Button, CheckboxField, FormCheckboxField, FormSelectField, FormTextField } from '@asp/web-kit';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ProductForm } from '../form/product-form-values';
import styles from './FormSection.module.css';

const typeOptions = openingHourRuleTypeSchema.options.map((type: OpeningHourRuleTypeValue) => ({
  value: type,
  label: ruleTexts.ruleTypes[type],
}));

/**
 * The product's availability schedule (storefront.md §3 'schedule'): null = always; else
 * opening-hour rules as for a branch (website.md §3), read by the shop with libs/domain.
 * The switch turns the list on (with one workday rule) and off (null).
 */
export function ScheduleEditor({ form }: { form: ProductForm }) {
  const schedule = useWatch({ control: form.control, name: 'schedule' });
  const limited = Array.isArray(schedule);
  return (
    <div data-testid="product-schedule">
      <CheckboxField
        label={texts.scheduleLimited}
        name="scheduleLimited"
        checked={limited}
        onChange={(checked) =>
          form.setValue('schedule', checked ? [{ type: 'monday', isClosed: false, from: '08:00', to: '18:00', date: null }] : null, {
            shouldDirty: true,
          })
        }
      />
      {limited ? <ScheduleRules form={form} /> : <p className={styles.hint}>{texts.scheduleAlways}</p>}
    </div>
  );
}

function ScheduleRules({ form }: { form: ProductForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'schedule' });
  const rules = useWatch({ control: form.control, name: 'schedule' }) ?? [];
  return (
    <>
      <p className={styles.hint}>{ruleTexts.rulesHint}</p>
      {fields.map((row, index) => {
        const number = index + 1;
        const rule = rules[index];
        return (
          <fieldset key={row.id} className={styles.item}>
            <legend>{fill(ruleTexts.rule, { number })}</legend>
            <div className={styles.row}>
              <FormSelectField form={form} name={`schedule.${index}.type`} label={ruleTexts.ruleType} options={typeOptions} />
              {rule?.type === 'once' ? (
                <FormTextField form={form} name={`schedule.${index}.date`} label={ruleTexts.ruleDate} type="date" emptyAsNull />
              ) : null}
              <FormTextField form={form} name={`schedule.${index}.from`} label={ruleTexts.ruleFrom} type="time" />
              <FormTextField form={form} name={`schedule.${index}.to`} label={ruleTexts.ruleTo} type="time" />
              <FormCheckboxField form={form} name={`schedule.${index}.isClosed`} label={ruleTexts.ruleClosed} />
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => remove(index)} aria-label={fill(ruleTexts.removeRule, { number })}>
                {ruleTexts.remove}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => append({ type: 'monday', isClosed: false, from: '08:00', to: '18:00', date: null })}>
          {ruleTexts.addRule}
        </Button>
      </div>
    </>
  );
}
