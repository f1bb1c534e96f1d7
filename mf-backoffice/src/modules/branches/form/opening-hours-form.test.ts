import { openingHourRuleSchema } from '@asp/contracts';
import { rangesForDay } from '@asp/domain';
import { DEFAULT_OPENING_HOURS, newRuleRow, previewRules, rowsToRules, rulesToRows, type RuleRow } from './opening-hours-form';

const row = (partial: Partial<RuleRow>): RuleRow => ({
  key: 'k',
  type: 'monday',
  date: '',
  from: '08:00',
  to: '18:00',
  isClosed: false,
  ...partial,
});

describe('opening-hour rules in the editor', () => {
  it('round-trips rules the contract parsed', () => {
    const rules = [
      openingHourRuleSchema.parse({ type: 'daily', from: '08:00', to: '12:00' }),
      openingHourRuleSchema.parse({ type: 'once', date: '2025-12-24', isClosed: true }),
      openingHourRuleSchema.parse({ type: 'friday', from: '18:00', to: '00:00' }),
    ];
    expect(rowsToRules(rulesToRows(rules), 'openingHours', {})).toEqual(rules);
  });

  it('a closed rule needs no times and sends 00:00', () => {
    const errors = {};
    expect(rowsToRules([row({ isClosed: true, from: '', to: '' })], 'deliveryHours', errors)).toEqual([
      { type: 'monday', date: null, isClosed: true, from: '00:00', to: '00:00' },
    ]);
    expect(errors).toEqual({});
  });

  it('checks times and the date of a once rule at the server paths', () => {
    const errors = {};
    rowsToRules([row({}), row({ type: 'once', from: '8 Uhr', to: '' })], 'deliveryHours', errors);
    expect(errors).toEqual({
      'deliveryHours[1].date': 'Dieser Wert sollte nicht leer sein.',
      'deliveryHours[1].from': 'Dieser Wert entspricht keiner gültigen Zeitangabe.',
      'deliveryHours[1].to': 'Dieser Wert sollte nicht leer sein.',
    });
  });

  it('every default rule is valid for the contract', () => {
    for (const rule of DEFAULT_OPENING_HOURS) expect(() => openingHourRuleSchema.parse(rule)).not.toThrow();
  });

  it('a new rule follows the last one: next weekday, same times', () => {
    expect(newRuleRow([row({ type: 'tuesday', from: '09:00', to: '17:00' })])).toMatchObject({
      type: 'wednesday',
      from: '09:00',
      to: '17:00',
      isClosed: false,
    });
    expect(newRuleRow([row({ type: 'sunday', isClosed: true })])).toMatchObject({ type: 'monday', from: '08:00', to: '18:00' });
    expect(newRuleRow([])).toMatchObject({ type: 'monday', from: '08:00', to: '18:00' });
  });

  it('the preview evaluates only complete rules, with overwrite and append as libs/domain reads them', () => {
    const rules = previewRules([
      row({ type: 'daily', from: '08:00', to: '12:00' }),
      row({ type: 'daily', from: '14:00', to: '18:00' }),
      row({ type: 'saturday', from: '08:00', to: '13:00' }),
      row({ type: 'sunday', from: '' }),
      row({ type: 'once', date: '' }),
    ]);
    expect(rules).toHaveLength(3);
    // 2 June 2025 is a Monday, 7 June a Saturday.
    expect(rangesForDay(rules, '2025-06-02')).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ]);
    expect(rangesForDay(rules, '2025-06-07')).toEqual([{ from: '08:00', to: '13:00' }]);
  });
});
