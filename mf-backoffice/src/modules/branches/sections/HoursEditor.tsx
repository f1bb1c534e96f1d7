import { formatEntry, weekOpeningHours } from '@asp/domain';
import { backofficeBranchTexts, fill } from '@asp/i18n';
import { Button, FormCheckboxField, FormSelectField } from '@asp/web-kit';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { newRuleRow, previewRules, ruleTypes, type HoursField } from '../form/opening-hours-form';
import { BranchTextField } from './BranchTextField';
import type { SectionProps } from './section-props';
import { useRowFocus } from './use-row-focus';

const typeOptions = ruleTypes.map((type) => ({ value: type, label: backofficeBranchTexts.ruleTypes[type] }));

export interface HoursEditorProps extends SectionProps {
  field: HoursField;
  legend: string;
  /** Shown above the rules (e.g. the switch for own delivery hours). */
  children?: ReactNode;
}

/**
 * The rule list of opening or delivery hours (website.md §3, §5): per rule its type,
 * the date of a once rule, one range from–to and closed. Rules of one type append
 * their ranges, more specific ones overwrite (explained above the list and shown in a
 * preview of the current week computed by libs/domain, the same code the shop uses).
 * The rows are a react-hook-form field array; their messages sit at `openingHours.1.to`.
 */
export function HoursEditor({ form, field, legend, children }: HoursEditorProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: field });
  // useWatch re-renders this editor on every change of its rows; the preview is computed
  // each time (react-hook-form changes the rows array in place, so a memo keyed on it would
  // keep showing the week before the change).
  const rows = useWatch({ control: form.control, name: field });
  const preview = weekOpeningHours(previewRules(rows), new Date()).map(formatEntry);
  const firstInput = useCallback((index: number) => `${field}.${index}.type` as const, [field]);
  const focus = useRowFocus(form, fields.length, firstInput);
  const listError = form.formState.errors[field];

  // Only a 'once' rule has a date: another type forgets it (the service would keep it).
  useEffect(() => {
    rows.forEach((row, index) => {
      if (row.type !== 'once' && row.date !== '') form.setValue(`${field}.${index}.date`, '');
    });
  }, [rows, field, form]);

  return (
    <fieldset data-testid={`branch-${field}`}>
      <legend>{legend}</legend>
      {children}
      <p className="asp-backoffice-hint">{backofficeBranchTexts.rulesHint}</p>
      {fields.length === 0 ? <p>{backofficeBranchTexts.noRules}</p> : null}
      {fields.map((entry, index) => {
        const row = rows[index] ?? entry;
        const number = index + 1;
        const dateError = form.formState.errors[field]?.[index]?.date;
        return (
          <fieldset key={entry.id} className="asp-backoffice-row">
            <legend>{fill(backofficeBranchTexts.rule, { number })}</legend>
            <FormSelectField form={form} name={`${field}.${index}.type`} label={backofficeBranchTexts.ruleType} options={typeOptions} />
            {row.type === 'once' || dateError ? (
              <BranchTextField form={form} name={`${field}.${index}.date`} label={backofficeBranchTexts.ruleDate} type="date" />
            ) : null}
            <BranchTextField
              form={form}
              name={`${field}.${index}.from`}
              label={backofficeBranchTexts.ruleFrom}
              type="time"
              disabled={row.isClosed}
            />
            <BranchTextField
              form={form}
              name={`${field}.${index}.to`}
              label={backofficeBranchTexts.ruleTo}
              type="time"
              disabled={row.isClosed}
            />
            <FormCheckboxField form={form} name={`${field}.${index}.isClosed`} label={backofficeBranchTexts.ruleClosed} />
            <Button
              variant="secondary"
              onClick={() => {
                focus.removed(index);
                remove(index);
              }}
              aria-label={fill(backofficeBranchTexts.removeRule, { number })}
            >
              {backofficeBranchTexts.remove}
            </Button>
          </fieldset>
        );
      })}
      {listError?.message || listError?.root?.message ? (
        <p className="asp-field-error">{listError.message ?? listError.root?.message}</p>
      ) : null}
      <p>
        <Button
          id={focus.addId}
          variant="secondary"
          onClick={() => append(newRuleRow(rows), { shouldFocus: true, focusName: firstInput(fields.length) })}
        >
          {backofficeBranchTexts.addRule}
        </Button>
      </p>
      <section className="asp-backoffice-preview" aria-label={`${legend}: ${backofficeBranchTexts.preview}`}>
        <h3>{backofficeBranchTexts.preview}</h3>
        <dl data-testid={`branch-${field}-preview`}>
          {preview.map((entry) => (
            <div key={entry.days}>
              <dt>{entry.days}</dt>
              <dd>{entry.hours.join(', ')}</dd>
            </div>
          ))}
        </dl>
      </section>
    </fieldset>
  );
}
