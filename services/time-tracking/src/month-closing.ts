import { fill, timeTrackingTexts } from '@asp/i18n';
import { conflict, type Trx } from '@asp/server-kit';
import { DateTime } from 'luxon';
import { TABLES } from './tables';

const ZONE = 'Europe/Berlin';

/** The Berlin months ('YYYY-MM') a span touches; an open span only its start's. */
export function monthsOf(span: { start: string; end: string | null }): string[] {
  const first = DateTime.fromISO(span.start, { zone: ZONE }).startOf('month');
  // An end exactly at a month's first midnight does not touch that month.
  const last = span.end ? DateTime.fromISO(span.end, { zone: ZONE }).minus({ milliseconds: 1 }) : first;
  const months: string[] = [];
  for (let month = first; month <= last || months.length === 0; month = month.plus({ months: 1 })) months.push(month.toFormat('yyyy-MM'));
  return months;
}

/** '2026-10' → '10.2026', as the messages show it. */
const shown = (month: string) => `${month.slice(5)}.${month.slice(0, 4)}`;

/** The closed ones among `months`, sorted. */
export async function closedMonths(trx: Trx, months: readonly string[]): Promise<string[]> {
  if (!months.length) return [];
  const rows = await trx
    .selectFrom(TABLES.monthClosings)
    .select('month')
    .where('month', 'in', [...new Set(months)])
    .orderBy('month')
    .execute();
  return rows.map((row) => String(row.month));
}

/** Throws the German 409 `template` when one of the months is closed. */
export async function assertMonthsOpen(
  trx: Trx,
  months: readonly string[],
  template: string = timeTrackingTexts.monthClosedPunch,
): Promise<void> {
  const [closed] = await closedMonths(trx, months);
  if (closed) throw conflict(fill(template, { month: shown(closed) }));
}

/**
 * An activity write touching a closed month (before or after the change): allowed only
 * with a change reason that is new (not the one the record already carries). Only admins
 * write activities through the resource routes, so this is "admin with a logged reason".
 */
export async function assertChangeAllowed(
  trx: Trx,
  next: { start: string; end: string | null; changeReason: string },
  previous: { start: string; end: string | null; changeReason?: string } | null,
): Promise<void> {
  const [closed] = await closedMonths(trx, [...monthsOf(next), ...(previous ? monthsOf(previous) : [])]);
  if (!closed) return;
  const reason = next.changeReason.trim();
  if (!reason || reason === (previous?.changeReason ?? '').trim()) {
    throw conflict(fill(timeTrackingTexts.monthClosed, { month: shown(closed) }), 'changeReason');
  }
}
