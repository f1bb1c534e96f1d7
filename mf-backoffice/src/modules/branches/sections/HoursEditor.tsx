import { formatEntry, weekOpeningHours } from '@asp/domain';
import { backofficeBranchTexts, fill } from '@asp/i18n';
import { Button, CheckboxField, SelectField, TextField } from '@asp/web-kit';
import { useMemo, type ReactNode } from 'react';
import type { FieldErrors } from '../form/form-values';
import { newRuleRow, previewRules, ruleTypes, type HoursField, type RuleRow } from '../form/opening-hours-form';
import { useRowList } from './use-row-list';

const typeOptions = ruleTypes.map((type) => ({ value: type, label: backofficeBranchTexts.ruleTypes[type] }));

export interface HoursEditorProps {
  field: HoursField;
  legend: string;
  rows: RuleRow[];
  errors: FieldErrors;
  disabled: boolean;
  onChange: (rows: RuleRow[]) => void;
  clearErrors: (path: string) => void;
  /** Shown above the rules (e.g. the switch for own delivery hours). */
  children?: ReactNode;
}

/**
 * The rule list of opening or delivery hours (website.md §3, §5): per rule its type,
 * the date of a once rule, one range from–to and closed. Rules of one type append
 * their ranges, more specific ones overwrite (explained above the list and shown in a
 * preview of the current week computed by libs/domain, the same code the shop uses).
 */
export function HoursEditor({ field, legend, rows, errors, disabled, onChange, clearErrors, children }: HoursEditorProps) {
  const list = useRowList({ path: field, rows, onChange, clearErrors, newRow: newRuleRow, firstField: 'type' });
  const preview = useMemo(() => weekOpeningHours(previewRules(rows), new Date()).map(formatEntry), [rows]);

  function change(index: number, patch: Partial<RuleRow>) {
    list.change(index, patch);
    // The times of a rule that is now closed no longer count.
    if (patch.isClosed) ['from', 'to'].forEach((name) => clearErrors(`${field}[${index}].${name}`));
  }

  return (
    <fieldset disabled={disabled} data-testid={`branch-${field}`}>
      <legend>{legend}</legend>
      {children}
      <p className="asp-backoffice-hint">{backofficeBranchTexts.rulesHint}</p>
      {rows.length === 0 ? <p>{backofficeBranchTexts.noRules}</p> : null}
      {rows.map((row, index) => {
        const at = (name: string) => errors[`${field}[${index}].${name}`];
        const number = index + 1;
        return (
          <fieldset key={row.key} className="asp-backoffice-row">
            <legend>{fill(backofficeBranchTexts.rule, { number })}</legend>
            <SelectField
              id={list.firstFieldId(row.key)}
              label={backofficeBranchTexts.ruleType}
              name={`${field}[${index}].type`}
              value={row.type}
              options={typeOptions}
              error={at('type')}
              onChange={(value) => change(index, { type: value as RuleRow['type'], ...(value === 'once' ? {} : { date: '' }) })}
            />
            {row.type === 'once' || at('date') ? (
              <TextField
                label={backofficeBranchTexts.ruleDate}
                name={`${field}[${index}].date`}
                type="date"
                value={row.date}
                error={at('date')}
                onChange={(value) => change(index, { date: value })}
              />
            ) : null}
            <TextField
              label={backofficeBranchTexts.ruleFrom}
              name={`${field}[${index}].from`}
              type="time"
              value={row.from}
              disabled={row.isClosed}
              error={at('from')}
              onChange={(value) => change(index, { from: value })}
            />
            <TextField
              label={backofficeBranchTexts.ruleTo}
              name={`${field}[${index}].to`}
              type="time"
              value={row.to}
              disabled={row.isClosed}
              error={at('to')}
              onChange={(value) => change(index, { to: value })}
            />
            <CheckboxField
              label={backofficeBranchTexts.ruleClosed}
              name={`${field}[${index}].isClosed`}
              checked={row.isClosed}
              error={at('isClosed')}
              onChange={(checked) => change(index, { isClosed: checked })}
            />
            <Button variant="secondary" onClick={() => list.remove(index)} aria-label={fill(backofficeBranchTexts.removeRule, { number })}>
              {backofficeBranchTexts.remove}
            </Button>
          </fieldset>
        );
      })}
      {errors[field] ? <p className="asp-field-error">{errors[field]}</p> : null}
      <p>
        <Button id={list.addId} variant="secondary" onClick={list.add}>
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
