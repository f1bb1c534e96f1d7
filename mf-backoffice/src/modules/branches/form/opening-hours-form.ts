import { timeOfDaySchema, type OpeningHourRuleInput, type OpeningHourRuleRecord, type OpeningHourRuleTypeValue } from '@asp/contracts';
import type { OpeningHourRule } from '@asp/domain';
import { validationTexts } from '@asp/i18n';
import { newRowKey, type FieldErrors } from './form-values';

/**
 * One opening-hour rule as the editor holds it (website.md §3, §5): the type (once,
 * daily, a weekday), the date of a `once` rule, one range from–to and the closed flag.
 * Several rules of the same type append their ranges; a weekday rule overwrites daily
 * ones on its day and a `once` rule overwrites both (libs/domain rangesForDay), so the
 * contract needs no separate overwrite/append switch.
 */
export interface RuleRow {
  key: string;
  type: OpeningHourRuleTypeValue;
  /** 'YYYY-MM-DD' for `once`; '' for none. */
  date: string;
  from: string;
  to: string;
  isClosed: boolean;
}

export type HoursField = 'openingHours' | 'deliveryHours';

export const ruleTypes: readonly OpeningHourRuleTypeValue[] = [
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

/** The hours a new branch starts with: Mo–Fr 08:00–18:00, Sa 08:00–13:00, Sunday closed. */
export const DEFAULT_OPENING_HOURS: readonly OpeningHourRuleInput[] = [
  ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((type) => ({
    type,
    isClosed: false,
    from: '08:00',
    to: '18:00',
  })),
  { type: 'saturday', isClosed: false, from: '08:00', to: '13:00' },
  { type: 'sunday', isClosed: true, from: '00:00', to: '00:00' },
];

export function ruleToRow(rule: OpeningHourRuleInput | OpeningHourRuleRecord): RuleRow {
  return {
    key: newRowKey(),
    type: rule.type,
    date: rule.date ?? '',
    from: rule.from ?? '',
    to: rule.to ?? '',
    isClosed: rule.isClosed ?? false,
  };
}

export const rulesToRows = (rules: ReadonlyArray<OpeningHourRuleInput | OpeningHourRuleRecord>): RuleRow[] => rules.map(ruleToRow);

/** A new rule below the others: the next weekday after the last row, with its times. */
export function newRuleRow(rows: RuleRow[]): RuleRow {
  const last = rows[rows.length - 1];
  const index = last ? ruleTypes.indexOf(last.type) : -1;
  const type = last && index >= 0 && index < 6 ? ruleTypes[index + 1] : 'monday';
  return {
    key: newRowKey(),
    type,
    date: '',
    from: last && !last.isClosed ? last.from : '08:00',
    to: last && !last.isClosed ? last.to : '18:00',
    isClosed: false,
  };
}

/**
 * The rules to send, with the editor's own checks at the server's field paths
 * (`openingHours[1].from`): an open rule needs both times, a `once` rule its date. A
 * closed rule needs no times (they default to 00:00, as in the contract).
 */
export function rowsToRules(rows: RuleRow[], field: HoursField, errors: FieldErrors): OpeningHourRuleInput[] {
  return rows.map((row, index) => {
    const at = (name: string) => `${field}[${index}].${name}`;
    const from = row.from.trim();
    const to = row.to.trim();
    if (row.type === 'once' && !row.date.trim()) errors[at('date')] = validationTexts.blank;
    if (!row.isClosed) {
      for (const [name, value] of [
        ['from', from],
        ['to', to],
      ] as const) {
        if (!value) errors[at(name)] = validationTexts.blank;
        else if (!timeOfDaySchema.safeParse(value).success) errors[at(name)] = validationTexts.time;
      }
    }
    return {
      type: row.type,
      date: row.date.trim() || null,
      isClosed: row.isClosed,
      from: from || '00:00',
      to: to || '00:00',
    };
  });
}

/** The rules the editor holds that are complete already (no check fails), for the week preview. */
export function previewRules(rows: RuleRow[]): OpeningHourRule[] {
  return rows.flatMap((row) => {
    const errors: FieldErrors = {};
    const rules = rowsToRules([row], 'openingHours', errors);
    return Object.keys(errors).length > 0 ? [] : (rules as OpeningHourRule[]);
  });
}
