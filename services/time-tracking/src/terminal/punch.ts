import {
  LATE_PUNCH_LIMIT_MS,
  LATE_PUNCH_MARK_MS,
  PUNCH_CLOCK_SKEW_MS,
  timeTrackingEvents,
  workingActivityInputSchema,
  type TerminalPunch,
  type WorkingActivity,
} from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { conflict, jsonText, sql, writeEvent } from '@asp/server-kit';
import { assertProjectAndTask } from '../activity-rules';
import type { TimeTrackingDeps } from '../deps';
import { assertMonthsOpen, monthsOf } from '../month-closing';
import { TABLES, type TimeTrackingTrx } from '../tables';

export type PunchAction = 'start' | 'pause' | 'resume' | 'end';

/** Who punches where: the terminal token's id and branch, the user. */
export interface PunchContext {
  terminal: { id: number; branch: number };
  user: number;
}

const eventOf = {
  start: timeTrackingEvents.workingActivity.started,
  pause: timeTrackingEvents.workingActivity.paused,
  resume: timeTrackingEvents.workingActivity.resumed,
  end: timeTrackingEvents.workingActivity.ended,
} as const;

/** The user's running work activity, locked for this transaction. */
async function runningActivity(trx: TimeTrackingTrx, user: number): Promise<WorkingActivity | null> {
  const row = await trx
    .selectFrom(TABLES.workingActivities)
    .select(['id', 'data'])
    .where(sql<boolean>`${jsonText('user')} = ${String(user)} and data->>'end' is null and data->>'kind' = 'work'`)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...(row.data as Omit<WorkingActivity, 'id'>), id: Number(row.id) } : null;
}

/** The end of the user's latest finished activity: a start may not lie before it. */
async function lastEnd(trx: TimeTrackingTrx, user: number): Promise<string | null> {
  const row = await trx
    .selectFrom(TABLES.workingActivities)
    .select(sql<string>`max(data->>'end')`.as('end'))
    .where(sql<boolean>`${jsonText('user')} = ${String(user)} and data->>'end' is not null and data->>'kind' = 'work'`)
    .executeTakeFirst();
  return row?.end ?? null;
}

/**
 * When the punch happened: `at` (an offline terminal's original time) within the limits
 * of LATE_PUNCH_LIMIT_MS (older: 409) and PUNCH_CLOCK_SKEW_MS (later than now: 409);
 * `isLate` when it arrives more than LATE_PUNCH_MARK_MS after it happened.
 */
function punchTime(now: Date, at: string | undefined): { at: string; isLate: boolean } {
  if (!at) return { at: now.toISOString(), isLate: false };
  const time = Date.parse(at);
  if (time > now.getTime() + PUNCH_CLOCK_SKEW_MS) throw conflict(timeTrackingTexts.punchInFuture, 'at');
  if (now.getTime() - time > LATE_PUNCH_LIMIT_MS) throw conflict(timeTrackingTexts.punchTooOld, 'at');
  const clamped = Math.min(time, now.getTime());
  return { at: new Date(clamped).toISOString(), isLate: now.getTime() - clamped > LATE_PUNCH_MARK_MS };
}

/**
 * One punch at a terminal (document 1 §4): start opens a work activity, pause opens a
 * pause, resume closes it, end closes the activity (and an open pause). Each is allowed
 * only from its state (else the German 409) and never before the last stamp. The record
 * change and the punch event are written in one transaction. Returns the activity that is
 * now current (null after end).
 */
export async function punch(
  deps: TimeTrackingDeps,
  context: PunchContext,
  action: PunchAction,
  body: TerminalPunch,
): Promise<WorkingActivity | null> {
  const { at, isLate } = punchTime(deps.options.now(), body?.at);
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await runningActivity(trx, context.user);
      await assertMonthsOpen(trx, monthsOf({ start: current?.start ?? at, end: at }));
      let next: WorkingActivity;
      if (action === 'start') {
        if (current) throw conflict(timeTrackingTexts.alreadyRunning);
        const previous = await lastEnd(trx, context.user);
        if (previous && previous > at) throw conflict(timeTrackingTexts.punchBeforeLast, 'at');
        const data = workingActivityInputSchema.parse({
          user: context.user,
          branch: context.terminal.branch,
          department: body?.department ?? null,
          project: body?.project ?? null,
          task: body?.task ?? null,
          kind: 'work',
          start: at,
          isLate,
        });
        await assertProjectAndTask(trx, data);
        const row = await trx
          .insertInto(TABLES.workingActivities)
          .values({ data: JSON.stringify(data) })
          .returning('id')
          .executeTakeFirstOrThrow();
        next = { ...data, id: Number(row.id) };
        await writeEvent(trx, timeTrackingEvents.workingActivity.created, { id: next.id, data: next });
      } else {
        if (!current) throw conflict(timeTrackingTexts.notRunning);
        const pauses = [...current.pauses];
        const open = pauses.at(-1)?.end === null ? pauses.at(-1)! : null;
        const lastStamp = [current.start, ...pauses.flatMap((pause) => [pause.start, pause.end ?? pause.start])].sort().at(-1)!;
        if (at < lastStamp) throw conflict(timeTrackingTexts.punchBeforeLast, 'at');
        if (action === 'pause') {
          if (open) throw conflict(timeTrackingTexts.alreadyPaused);
          pauses.push({ start: at, end: null });
        } else if (action === 'resume') {
          if (!open) throw conflict(timeTrackingTexts.notPaused);
          pauses[pauses.length - 1] = { start: open.start, end: at };
        } else if (open) {
          pauses[pauses.length - 1] = { start: open.start, end: at };
        }
        next = { ...current, pauses, end: action === 'end' ? at : null, isLate: current.isLate || isLate };
        const { id, ...data } = next;
        await trx
          .updateTable(TABLES.workingActivities)
          .set({ data: JSON.stringify(data), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await writeEvent(trx, timeTrackingEvents.workingActivity.updated, { id, data: next });
      }
      await writeEvent(trx, eventOf[action], {
        id: next.id,
        user: context.user,
        branch: next.branch,
        at,
        isLate,
        terminal: context.terminal.id,
        data: next,
      });
      await trx.updateTable(TABLES.terminalTokens).set({ last_used_at: new Date() }).where('id', '=', context.terminal.id).execute();
      return action === 'end' ? null : next;
    })
    .catch((error: unknown) => {
      // Two starts racing: the partial unique index lets one through.
      if ((error as { code?: string }).code === '23505') throw conflict(timeTrackingTexts.alreadyRunning);
      throw error;
    });
}
