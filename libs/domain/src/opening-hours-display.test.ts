import {
  dayLabel,
  formatEntry,
  formatEntryDays,
  formatEntryHours,
  relativeDayLabel,
  upcomingOpeningHours,
  weekOpeningHours,
  weekSchedule,
} from './opening-hours-display';
import { berlin, rule, WEEK_HOURS } from './testing/fixtures';

describe('opening-hours display (website.md §2)', () => {
  it.each([
    ['today', 'Heute'],
    ['tomorrow', 'Morgen'],
    ['monday', 'Montag'],
    ['tuesday', 'Dienstag'],
    ['wednesday', 'Mittwoch'],
    ['thursday', 'Donnerstag'],
    ['friday', 'Freitag'],
    ['saturday', 'Samstag'],
    ['sunday', 'Sonntag'],
  ] as const)('day label %s → %s', (key, label) => {
    expect(dayLabel(key)).toBe(label);
  });

  it('labels days relative to now: Heute, Morgen, weekday', () => {
    const now = berlin('2025-06-08T23:30');
    expect(relativeDayLabel('2025-06-08', now)).toBe('Heute');
    expect(relativeDayLabel('2025-06-09', now)).toBe('Morgen');
    expect(relativeDayLabel('2025-06-10', now)).toBe('Dienstag');
    expect(relativeDayLabel(new Date('2025-06-08T22:30:00Z'), now)).toBe('Morgen');
  });

  it.each([
    [{ days: 'monday', isRange: false }, 'Montag'],
    [{ days: ['monday'], isRange: true }, 'Montag'],
    [{ days: ['saturday', 'sunday'], isRange: true }, 'Samstag & Sonntag'],
    [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], isRange: true }, 'Montag - Freitag'],
    [{ days: ['monday', 'wednesday', 'friday'], isRange: false }, 'Montag, Mittwoch, Freitag'],
    [{ days: ['today', 'tomorrow'], isRange: true }, 'Heute & Morgen'],
  ] as const)('days %p → %s', (entry, text) => {
    expect(formatEntryDays({ days: entry.days as never, isRange: entry.isRange })).toBe(text);
  });

  it.each([
    [{ isClosed: false, hours: [{ from: '08:00', to: '18:00' }] }, ['08:00 - 18:00 Uhr']],
    [
      {
        isClosed: false,
        hours: [
          { from: '08:00', to: '12:00' },
          { from: '14:00', to: '18:30' },
        ],
      },
      ['08:00 - 12:00 Uhr', '14:00 - 18:30 Uhr'],
    ],
    [{ isClosed: true, hours: [{ from: '08:00', to: '18:00' }] }, ['geschlossen']],
    [{ isClosed: false, hours: [] }, ['geschlossen']],
  ])('hours %p → %p', (entry, texts) => {
    expect(formatEntryHours(entry)).toEqual(texts);
  });

  it('a week grouped into ranges', () => {
    const entries = weekOpeningHours(WEEK_HOURS, '2025-06-04');
    expect(entries.map(formatEntry)).toEqual([
      { days: 'Montag - Freitag', hours: ['08:00 - 18:00 Uhr'] },
      { days: 'Samstag', hours: ['08:00 - 12:00 Uhr'] },
      { days: 'Sonntag', hours: ['geschlossen'] },
    ]);
    expect(entries[2]).toEqual({ days: 'sunday', isRange: false, isClosed: true, hours: [] });
  });

  it('a once rule shows only in the week of its date; two equal days read A & B', () => {
    const rules = [
      rule('daily', '08:00', '18:00'),
      rule('once', '00:00', '00:00', { date: '2025-06-06', isClosed: true }),
      rule('saturday', '00:00', '00:00', { isClosed: true }),
    ];
    expect(weekOpeningHours(rules, '2025-06-02').map(formatEntry)).toEqual([
      { days: 'Montag - Donnerstag', hours: ['08:00 - 18:00 Uhr'] },
      { days: 'Freitag & Samstag', hours: ['geschlossen'] },
      { days: 'Sonntag', hours: ['08:00 - 18:00 Uhr'] },
    ]);
    expect(weekOpeningHours(rules, '2025-06-09').map(formatEntry)[0]).toEqual({ days: 'Montag - Freitag', hours: ['08:00 - 18:00 Uhr'] });
  });

  it('the week of a Sunday reference is the week ending that Sunday', () => {
    const days = weekSchedule(WEEK_HOURS, berlin('2025-06-08T23:59'));
    expect(days[0]).toEqual({ weekday: 'monday', date: '2025-06-02', hours: [{ from: '08:00', to: '18:00' }] });
    expect(days[6].date).toBe('2025-06-08');
    expect(weekSchedule(WEEK_HOURS, berlin('2025-06-09T00:00'))[0].date).toBe('2025-06-09');
  });

  it('the next days from today: Heute, Morgen, weekdays', () => {
    const days = upcomingOpeningHours(WEEK_HOURS, berlin('2025-06-06T10:00'), 4);
    expect(days.map(formatEntry)).toEqual([
      { days: 'Heute', hours: ['08:00 - 18:00 Uhr'] },
      { days: 'Morgen', hours: ['08:00 - 12:00 Uhr'] },
      { days: 'Sonntag', hours: ['geschlossen'] },
      { days: 'Montag', hours: ['08:00 - 18:00 Uhr'] },
    ]);
    expect(upcomingOpeningHours(WEEK_HOURS, berlin('2025-06-06T10:00'))).toHaveLength(7);
  });
});
