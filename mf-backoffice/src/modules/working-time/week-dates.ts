/** Calendar arithmetic on 'YYYY-MM-DD' days (noon UTC: no time zone or DST can shift the day). */
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => {
  const day = at(date);
  day.setUTCDate(day.getUTCDate() + days);
  return iso(day);
};

/** The Monday of the week a day lies in. */
export const mondayOf = (date: string): string => addDays(date, -((at(date).getUTCDay() + 6) % 7));

/** Today in the browser's (the shop's) time zone. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const germanDay = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
