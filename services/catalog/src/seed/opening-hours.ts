import type { OpeningHourRuleInput } from '@asp/contracts';

type Day = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
type Ranges = Array<[from: string, to: string]>;

export const WORKDAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const ALL_DAYS: Day[] = [...WORKDAYS, 'saturday', 'sunday'];

/**
 * Weekly opening-hour rules from a plan per weekday; days missing from the plan get a
 * closed rule, so the week reads completely ('Sonntag geschlossen').
 */
export function weekly(plan: Partial<Record<Day, Ranges>>): OpeningHourRuleInput[] {
  return ALL_DAYS.flatMap((day): OpeningHourRuleInput[] => {
    const ranges = plan[day];
    if (!ranges?.length) return [{ type: day, isClosed: true }];
    return ranges.map(([from, to]) => ({ type: day, isClosed: false, from, to }));
  });
}

/** The same ranges for several days. */
export function days(list: Day[], ranges: Ranges): Partial<Record<Day, Ranges>> {
  return Object.fromEntries(list.map((day) => [day, ranges]));
}

/** The classic butcher's week: Mo–Fr 07:30–12:30 and 14:30–18:00, Sa 07:00–12:30, Sunday closed. */
export const STANDARD_WEEK: Partial<Record<Day, Ranges>> = {
  ...days(WORKDAYS, [
    ['07:30', '12:30'],
    ['14:30', '18:00'],
  ]),
  saturday: [['07:00', '12:30']],
};

/** The next 24 December from `today` ('YYYY-MM-DD'): the shops close at noon. */
export function nextChristmasEve(today = new Date()): string {
  const year = today.getMonth() === 11 && today.getDate() > 24 ? today.getFullYear() + 1 : today.getFullYear();
  return `${year}-12-24`;
}

/** The calendar day `count` days from now ('YYYY-MM-DD'), e.g. the end of a sale. */
export const inDays = (count: number): string => new Date(Date.now() + count * 86_400_000).toISOString().slice(0, 10);
