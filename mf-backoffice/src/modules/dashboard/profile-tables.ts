import { backofficeStatisticsTexts as t } from '@asp/i18n';
import type { FigureTable } from './figures';
import type { UserProfile } from './statistics-api';

const german = (day: string) => day.split('-').reverse().join('.');
const berlinTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('de-DE', {
        timeZone: 'Europe/Berlin',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;

/** The staff profile's tables: planned against worked per day, minutes per kind, the activities (all in hours). */
export function profileTables(data: UserProfile, branchName: (id: number) => string, kindName: (kind: string) => string) {
  const days: FigureTable = {
    columns: [
      { label: t.date, kind: 'text' },
      { label: t.planned, kind: 'hours' },
      { label: t.worked, kind: 'hours' },
      { label: t.difference, kind: 'hours' },
    ],
    rows: data.profile.days.map((day) => [german(day.date), day.planned / 60, day.worked / 60, (day.worked - day.planned) / 60]),
  };
  const kinds: FigureTable = {
    columns: [
      { label: t.kind, kind: 'text' },
      { label: t.hours, kind: 'hours' },
      { label: t.share, kind: 'percent' },
    ],
    rows: data.profile.kinds.map((row) => [row.label || kindName(row.key), row.value / 60, row.share * 100]),
  };
  const activities: FigureTable = {
    columns: [
      { label: t.start, kind: 'text' },
      { label: t.duration, kind: 'hours' },
      { label: t.end, kind: 'text' },
      { label: t.kind, kind: 'text' },
      { label: t.branch, kind: 'text' },
      { label: t.pause, kind: 'hours' },
    ],
    rows: data.activities.activities.map((activity) => [
      berlinTime(activity.start),
      activity.minutes / 60,
      berlinTime(activity.end),
      kindName(activity.kind),
      branchName(activity.branch),
      activity.pauseMinutes / 60,
    ]),
  };
  return { days, kinds, activities };
}
