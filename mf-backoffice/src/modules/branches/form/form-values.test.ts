import { formatDecimal, formatMoney, instantToLocal, localToInstant, parseDecimal } from './form-values';

describe('parseDecimal', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['47.5', 47.5],
    ['47,5', 47.5],
    ['-9', -9],
    ['abc', undefined],
    ['1.234,5', undefined],
  ])('%p → %p', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it('formats with the decimal comma and reads it back', () => {
    expect(formatDecimal(3.9)).toBe('3,9');
    expect(formatDecimal(null)).toBe('');
    expect(parseDecimal(formatDecimal(0.07))).toBe(0.07);
    expect(formatDecimal(7.7)).toBe('7,7');
  });

  it('formats money with two decimals, read back to the same number', () => {
    expect(formatMoney(3.9)).toBe('3,90');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(null)).toBe('');
    for (const amount of [0.1, 3.95, 1234.5, 999999.99]) expect(parseDecimal(formatMoney(amount))).toBe(amount);
  });
});

describe('orderable from: instant ⇄ datetime-local in Europe/Berlin', () => {
  it.each([
    ['2025-05-01T06:00:00.000Z', '2025-05-01T08:00'],
    ['2025-12-31T23:30:00.000Z', '2026-01-01T00:30'],
  ])('%s ⇄ %s', (instant, local) => {
    expect(instantToLocal(instant)).toBe(local);
    expect(localToInstant(local)).toBe(instant);
  });

  it('empty means always; unreadable input is undefined', () => {
    expect(instantToLocal(null)).toBe('');
    expect(localToInstant(' ')).toBeNull();
    expect(localToInstant('morgen')).toBeUndefined();
    expect(localToInstant('2025-02-30T10:00')).toBeUndefined();
  });
});
