import type { WorkingActivity, WorkingActivityInput } from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { conflict, jsonText, sql, unprocessable, type Trx } from '@asp/server-kit';
import { DateTime } from 'luxon';
import { TABLES } from './tables';

type ActivityData = Omit<WorkingActivity, 'id'>;

/** Instants are stored in UTC, so the text order in SQL and the domain rules agree. */
const utc = (value: string) => new Date(value).toISOString();

/**
 * Normalises an activity's instants to UTC (in place: the written record is this object)
 * and checks it: end not before start; pauses inside the activity, in order, not
 * overlapping, an open pause only last and only on a running activity.
 */
export function normaliseActivity(data: ActivityData): void {
  data.start = utc(data.start);
  data.end = data.end === null ? null : utc(data.end);
  data.pauses = data.pauses.map((pause) => ({ start: utc(pause.start), end: pause.end === null ? null : utc(pause.end) }));
  if (data.end !== null && data.end < data.start) throw unprocessable([{ message: timeTrackingTexts.endBeforeStart, field: 'end' }]);
  let last = data.start;
  data.pauses.forEach((pause, index) => {
    const field = `pauses.${index}`;
    if (pause.end === null && (data.end !== null || index !== data.pauses.length - 1)) {
      throw unprocessable([{ message: timeTrackingTexts.openPauseOnEnded, field: `${field}.end` }]);
    }
    const outside =
      pause.start < last || (pause.end !== null && pause.end < pause.start) || (data.end !== null && (pause.end ?? pause.start) > data.end);
    if (outside) throw unprocessable([{ message: timeTrackingTexts.pauseOutside, field }]);
    last = pause.end ?? pause.start;
  });
}

/** The project exists, and the task (if any) belongs to it. */
export async function assertProjectAndTask(trx: Trx, data: Pick<WorkingActivityInput, 'project' | 'task'>): Promise<void> {
  if (data.project) {
    const project = await trx.selectFrom(TABLES.projects).select('id').where('id', '=', data.project).executeTakeFirst();
    if (!project) throw unprocessable([{ message: timeTrackingTexts.unknownProject, field: 'project' }]);
  }
  if (data.task) {
    const task = await trx
      .selectFrom(TABLES.tasks)
      .select(sql<string>`data->>'project'`.as('project'))
      .where('id', '=', data.task)
      .executeTakeFirst();
    if (!task) throw unprocessable([{ message: timeTrackingTexts.unknownTask, field: 'task' }]);
    if (Number(task.project) !== data.project) throw unprocessable([{ message: timeTrackingTexts.taskOfOtherProject, field: 'task' }]);
  }
}

/** One running work activity per user (the partial unique index is the last word; this is the German answer). */
export async function assertNoOtherRunning(trx: Trx, data: ActivityData, id: number | null): Promise<void> {
  if (data.kind !== 'work' || data.end !== null) return;
  let query = trx
    .selectFrom(TABLES.workingActivities)
    .select('id')
    .where(sql<boolean>`${jsonText('user')} = ${String(data.user)} and data->>'end' is null and data->>'kind' = 'work'`);
  if (id !== null) query = query.where('id', '!=', id);
  if (await query.executeTakeFirst()) throw conflict(timeTrackingTexts.openActivityExists, 'end');
}

/**
 * A list's period bound as an instant: an instant as given, a calendar day as the start of
 * that day in Berlin (`from`) or the start of the next day (`to`, so the day is included).
 */
export function periodBound(value: string, side: 'from' | 'to', zone = 'Europe/Berlin'): string {
  if (value.includes('T')) return utc(value);
  const day = DateTime.fromISO(value, { zone });
  return (side === 'from' ? day : day.plus({ days: 1 })).toUTC().toISO()!;
}
