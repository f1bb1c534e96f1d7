import type { OpeningHourRuleInput, OpeningHourRuleTypeValue } from '@asp/contracts';
import { backofficeBranchTexts as ruleTexts, fill } from '@asp/i18n';
import { Button, CheckboxField, formFieldName, SelectField, TextField } from '@asp/web-kit';
import { get, useController, useFormState, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import styles from './ScheduleEditor.module.css';

const RULE_TYPES: OpeningHourRuleTypeValue[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'daily',
  'once',
];
const typeOptions = RULE_TYPES.map((type) => ({ value: type, label: ruleTexts.ruleTypes[type] }));

export interface ScheduleEditorProps {
  /** null (or no rules) = always available. */
  value: OpeningHourRuleInput[] | null;
  onChange: (rules: OpeningHourRuleInput[] | null) => void;
  /** The message for a field path such as 'schedule[1].from'. */
  errorOf: (path: string) => string | undefined;
  name?: string;
  /** The fieldset's legend and the hint shown while there are no rules ('… immer verfügbar'). */
  legend: string;
  emptyHint: string;
  testId: string;
}

/**
 * The availability schedule of a category or menu (storefront.md §3/§4, issue 13): the opening-hour rules
 * of the branch editor (website.md §3) — type, date of a once rule, from–to, closed.
 * Removing the last rule stores null: always available. Focus moves to the new rule's
 * type on add and to the add button after a removal, so the editor works by keyboard.
 */
export function ScheduleEditor({ value, onChange, errorOf, name = 'schedule', legend, emptyHint, testId }: ScheduleEditorProps) {
  const rules = value ?? [];
  const addId = `${name}-add`;
  const idOf = (index: number) => `${name}-${index}-type`;
  const change = (index: number, patch: Partial<OpeningHourRuleInput>) =>
    onChange(rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));

  function add() {
    onChange([...rules, { type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' }]);
    requestAnimationFrame(() => document.getElementById(idOf(rules.length))?.focus());
  }
  function remove(index: number) {
    const next = rules.filter((_rule, at) => at !== index);
    onChange(next.length ? next : null);
    document.getElementById(addId)?.focus();
  }

  return (
    <fieldset className={styles.schedule} data-testid={testId}>
      <legend>{legend}</legend>
      <p className={styles.hint}>{rules.length ? ruleTexts.rulesHint : emptyHint}</p>
      {rules.map((rule, index) => {
        const at = (field: string) => errorOf(`${name}[${index}].${field}`);
        const number = index + 1;
        return (
          <fieldset key={index} className={styles.rule}>
            <legend>{fill(ruleTexts.rule, { number })}</legend>
            <SelectField
              id={idOf(index)}
              label={ruleTexts.ruleType}
              name={`${name}[${index}].type`}
              value={rule.type}
              options={typeOptions}
              error={at('type')}
              onChange={(type) => change(index, { type: type as OpeningHourRuleTypeValue, ...(type === 'once' ? {} : { date: null }) })}
            />
            {rule.type === 'once' || at('date') ? (
              <TextField
                label={ruleTexts.ruleDate}
                name={`${name}[${index}].date`}
                type="date"
                value={rule.date ?? ''}
                error={at('date')}
                onChange={(date) => change(index, { date: date || null })}
              />
            ) : null}
            <TextField
              label={ruleTexts.ruleFrom}
              name={`${name}[${index}].from`}
              type="time"
              value={rule.from ?? ''}
              disabled={rule.isClosed}
              error={at('from')}
              onChange={(from) => change(index, { from })}
            />
            <TextField
              label={ruleTexts.ruleTo}
              name={`${name}[${index}].to`}
              type="time"
              value={rule.to ?? ''}
              disabled={rule.isClosed}
              error={at('to')}
              onChange={(to) => change(index, { to })}
            />
            <CheckboxField
              label={ruleTexts.ruleClosed}
              name={`${name}[${index}].isClosed`}
              checked={!!rule.isClosed}
              onChange={(isClosed) => change(index, { isClosed })}
            />
            <Button variant="secondary" onClick={() => remove(index)} aria-label={fill(ruleTexts.removeRule, { number })}>
              {ruleTexts.remove}
            </Button>
          </fieldset>
        );
      })}
      <Button id={addId} variant="secondary" onClick={add}>
        {ruleTexts.addRule}
      </Button>
    </fieldset>
  );
}

export interface FormScheduleFieldProps<V extends FieldValues> extends Pick<ScheduleEditorProps, 'legend' | 'emptyHint' | 'testId'> {
  form: { control: Control<V, any, any> };
  /** The form's schedule field (null = always available). */
  name: FieldPath<V>;
}

/** The editor bound to a form's schedule field (category, menu, product), its rules' messages included. */
export function FormScheduleField<V extends FieldValues>({ form, name, ...shown }: FormScheduleFieldProps<V>) {
  const { field } = useController({ control: form.control, name });
  const { errors } = useFormState({ control: form.control, name });
  const errorOf = (path: string): string | undefined => (get(errors, formFieldName(path)) as FieldError | undefined)?.message;
  const rules = (field.value as OpeningHourRuleInput[] | null | undefined) ?? null;
  return <ScheduleEditor value={rules} onChange={field.onChange} errorOf={errorOf} name={name} {...shown} />;
}
