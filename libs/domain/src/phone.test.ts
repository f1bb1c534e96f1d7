import fc from 'fast-check';
import {
  cleanPhoneField,
  cleanPhoneOnChange,
  DEFAULT_PHONE_PREFIX,
  isValidPhone,
  joinPhone,
  normalizePhoneInput,
  phoneHint,
  PHONE_PREFIXES,
  splitPhone,
} from './phone';

describe('phone field cleaning (storefront.md §5)', () => {
  it.each([
    ['+49 171 1234567', '+49 171 1234567'],
    ['(0171) 123-45/67', '0171 1234567'],
    ['abc', ''],
    [null, ''],
  ])('field keeps plus, digits, spaces: %p → %p', (input, output) => {
    expect(cleanPhoneField(input)).toBe(output);
  });
  it.each([
    ['0049 171 1234567', '+491711234567'],
    ['+49 (171) 12', '+4917112'],
    ['0171-1234', '01711234'],
    ['00', '+'],
    ['1 00 2', '1002'],
    [undefined, ''],
  ])('on change only plus and digits, leading 00 → +: %p → %p', (input, output) => {
    expect(cleanPhoneOnChange(input)).toBe(output);
  });
  it.each([
    ['0171 1234', 1, 'Bitte geben Sie eine gültige Nummer im Format +496641234567 an.'],
    ['0664 1234', 2, 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.'],
    ['', 1, 'Bitte geben Sie eine gültige Nummer im Format +496641234567 an.'],
    ['+49171', 1, null],
    [' +43664', 2, null],
  ] as const)('hint for %p (variant %d)', (value, variant, hint) => {
    expect(phoneHint(value, variant)).toBe(hint);
  });
  it('hint defaults to variant 1', () => {
    expect(phoneHint(null)).toBe('Bitte geben Sie eine gültige Nummer im Format +496641234567 an.');
  });
});

describe('phone pattern (storefront.md §5)', () => {
  it.each([
    ['01', true],
    ['0' + '1'.repeat(14), true],
    ['0' + '1'.repeat(15), false],
    ['0', false],
    ['+41', true],
    ['+4', false],
    ['+49 171 1234567', true],
    ['+' + '4'.repeat(15), true],
    ['+' + '4'.repeat(16), false],
    ['171234', false],
    ['+49-171', false],
    ['', false],
    [null, false],
  ])('%p → %p', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });
});

describe('phone input component (storefront.md §5; default prefix from config, seeded +49)', () => {
  it('knows the prefixes and the seeded default', () => {
    expect(PHONE_PREFIXES).toEqual(['+41', '+423', '+43', '+49']);
    expect(DEFAULT_PHONE_PREFIX).toBe('+49');
  });
  it.each([
    ['+41 79 123 45 67', '+49', { prefix: '+41', number: '791234567' }],
    ['+423 123 4567', '+49', { prefix: '+423', number: '1234567' }],
    ['0043 664 1234567', '+49', { prefix: '+43', number: '6641234567' }],
    ['+49 (0)171 1234567', '+49', { prefix: '+49', number: '1711234567' }],
    ['0171 1234567', '+49', { prefix: '+49', number: '1711234567' }],
    ['0171 1234567', '+41', { prefix: '+41', number: '1711234567' }],
    ['+33 1 23', '+49', { prefix: '+49', number: '33123' }],
    ['', '+49', { prefix: '+49', number: '' }],
    [null, '+43', { prefix: '+43', number: '' }],
  ])('%p with default %s → %p', (value, prefix, expected) => {
    expect(splitPhone(value, prefix)).toEqual(expected);
  });
  it('emits prefix plus number, or empty', () => {
    expect(joinPhone('+49', '0171 123')).toBe('+49171123');
    expect(joinPhone('+49', '')).toBe('');
    expect(joinPhone('+49', null)).toBe('');
    expect(normalizePhoneInput('0171 1234567')).toBe('+491711234567');
    expect(normalizePhoneInput('0041 79 1234567', '+49')).toBe('+41791234567');
    expect(normalizePhoneInput('  ')).toBe('');
    expect(splitPhone('0171')).toEqual({ prefix: '+49', number: '171' });
  });
  it('normalising is idempotent and its output is a valid phone (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...PHONE_PREFIXES), (value, prefix) => {
        const once = normalizePhoneInput(value, prefix);
        expect(normalizePhoneInput(once, prefix)).toBe(once);
        if (once) expect(once).toMatch(/^\+\d+$/);
      }),
    );
  });
});
