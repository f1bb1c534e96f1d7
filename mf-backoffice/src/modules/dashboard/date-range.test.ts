import { defaultInterval, presetRange, previousRange, rangeDays, readSettings, toInstants, writeSettings } from './date-range';

/** The presets at fixed instants, in Europe/Berlin: the day starts at Berlin midnight, not UTC's. */
const at = (iso: string) => new Date(iso);

test('each preset at an ordinary afternoon (25 November 2026, 14:00 in Berlin)', () => {
  const now = at('2026-11-25T13:00:00Z');
  expect(presetRange('today', now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  expect(presetRange('yesterday', now)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  expect(presetRange('7d', now)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
  expect(presetRange('30d', now)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  expect(presetRange('year', now)).toEqual({ from: '2026-01-01', to: '2026-11-25' });
});

test('half an hour after midnight in Berlin is already the next day (and the new year) while UTC is still in the old one', () => {
  const now = at('2026-12-31T23:30:00Z');
  expect(presetRange('today', now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  expect(presetRange('yesterday', now)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  expect(presetRange('year', now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  expect(previousRange(presetRange('year', now))).toEqual({ from: '2026-12-31', to: '2026-12-31' });
});

test('days across the DST changes are whole calendar days: 23 hours in March, 25 in October', () => {
  expect(toInstants({ from: '2026-03-29', to: '2026-03-29' })).toEqual({ from: '2026-03-28T23:00:00Z', to: '2026-03-29T22:00:00Z' });
  expect(toInstants({ from: '2026-10-25', to: '2026-10-25' })).toEqual({ from: '2026-10-24T22:00:00Z', to: '2026-10-25T23:00:00Z' });
  // The seven days up to the Monday after the spring change: still seven days.
  const week = presetRange('7d', at('2026-03-30T10:00:00Z'));
  expect(week).toEqual({ from: '2026-03-24', to: '2026-03-30' });
  expect(rangeDays(week)).toBe(7);
  expect(previousRange(week)).toEqual({ from: '2026-03-17', to: '2026-03-23' });
});

test('the comparison is the period of the same length just before', () => {
  expect(previousRange({ from: '2026-11-25', to: '2026-11-25' })).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  const year = { from: '2026-01-01', to: '2026-11-25' };
  expect(rangeDays(year)).toBe(329);
  expect(previousRange(year)).toEqual({ from: '2025-02-06', to: '2025-12-31' });
});

test('the URL keeps preset, custom days, interval and branch; unreadable values fall back to the last 7 days', () => {
  const now = at('2026-11-25T13:00:00Z');
  const custom = readSettings(new URLSearchParams('range=custom&from=2026-02-01&to=2026-02-10&interval=week&branch=3'), now);
  expect(custom).toEqual({ preset: 'custom', range: { from: '2026-02-01', to: '2026-02-10' }, interval: 'week', branch: 3 });
  expect(writeSettings(custom).toString()).toBe('range=custom&from=2026-02-01&to=2026-02-10&interval=week&branch=3');
  expect(readSettings(new URLSearchParams('range=custom&from=2026-02-10&to=2026-02-01'), now)).toEqual({
    preset: '7d',
    range: { from: '2026-11-19', to: '2026-11-25' },
    interval: 'day',
    branch: null,
  });
  expect(readSettings(new URLSearchParams('range=year&interval=hour&branch=x'), now)).toEqual({
    preset: 'year',
    range: { from: '2026-01-01', to: '2026-11-25' },
    interval: 'month',
    branch: null,
  });
  expect(defaultInterval({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
});

test('a custom range longer than the service answers (1100 days) is not taken from the URL', () => {
  const now = at('2026-11-25T13:00:00Z');
  expect(readSettings(new URLSearchParams('range=custom&from=2020-01-01&to=2026-11-25'), now).preset).toBe('7d');
  expect(readSettings(new URLSearchParams('range=custom&from=2024-01-01&to=2026-11-25'), now).preset).toBe('custom');
});
