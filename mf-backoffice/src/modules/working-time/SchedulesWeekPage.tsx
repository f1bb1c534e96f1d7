import { backofficeScheduleTexts as t, fill } from '@asp/i18n';
import { Button, ConfirmDialog, Loader, showToast } from '@asp/web-kit';
import { useState } from 'react';
import { useSearchParams } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useOptionalSignedInUser } from '../../session/RequireUser';
import { isAdmin } from '../../session/roles';
import { useAppSelector } from '../../store';
import { useDepartmentPageQuery } from '../departments/departments-api';
import { usePeople } from './people';
import { AddShiftForm } from './AddShiftForm';
import { ScheduleWeekGrid, type GridShift } from './ScheduleWeekGrid';
import { useCopyWeekMutation, useMoveShiftMutation, useScheduleWeekQuery } from './schedules-api';
import { addDays, germanDay, mondayOf, today } from './week-dates';
import styles from './ScheduleWeekGrid.module.css';
import pageStyles from './working-time.module.css';

export const SCHEDULES_PATH = '/backend/working-schedules';

/**
 * /backend/working-schedules: the week grid of one branch (the layout's branch filter, or
 * the first branch) and optionally one department. Week, branch and department are kept
 * in the URL. 'Vorwoche kopieren' asks first; a refused copy (overlap) shows the service's
 * German reason through the layout's call status, and nothing was copied. Employees see the
 * plan read-only: no handles, no copy, no add form.
 */
export function SchedulesWeekPage() {
  const [params, setParams] = useSearchParams();
  const people = usePeople();
  // Planning is for admins (the service refuses others with 403); a screen rendered on its own (tests) plans.
  const current = useOptionalSignedInUser();
  const canPlan = current === null || isAdmin(current);
  const layoutBranch = useAppSelector(selectBranchFilter);
  const departments = useDepartmentPageQuery('limit=200');
  const week = mondayOf(params.get('week') ?? today());
  const branch = Number(params.get('branch') ?? layoutBranch ?? people.branchOptions[0]?.value ?? 0);
  const department = params.get('department') ?? '';
  const set = (key: string, value: string) =>
    setParams((before) => {
      const next = new URLSearchParams(before);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const search = `week=${week}&branch=${branch}${department ? `&department=${department}` : ''}`;
  const grid = useScheduleWeekQuery(search, { skip: !branch });
  const [copyWeek, copying] = useCopyWeekMutation();
  const [moveShift] = useMoveShiftMutation();
  const [confirming, setConfirming] = useState(false);

  async function onMove(shift: GridShift, toUser: number, toDate: string) {
    await moveShift({ schedule: shift.schedule, date: shift.date, start: shift.start, end: shift.end, toUser, toDate })
      .unwrap()
      .then(() => showToast(t.moved, 'success'))
      .catch(() => undefined);
  }

  async function onCopy() {
    setConfirming(false);
    const result = await copyWeek({ week, branch, department: department ? Number(department) : null })
      .unwrap()
      .catch(() => null);
    if (result) showToast(fill(t.copied, { count: result.copied }), 'success');
  }

  const branchDepartments = (departments.data?.rows ?? []).filter((d) => d.branch === null || d.branch === branch);
  return (
    <section className={pageStyles.page}>
      <h1>{t.schedulesTitle}</h1>
      <div className={styles.toolbar}>
        <label>
          {t.branch}
          <select value={String(branch)} onChange={(event) => set('branch', event.target.value)} data-testid="schedule-branch">
            {people.branchOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.department}
          <select value={department} onChange={(event) => set('department', event.target.value)}>
            <option value="">{t.allDepartments}</option>
            {branchDepartments.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.week}
          <input type="date" value={week} onChange={(event) => event.target.value && set('week', event.target.value)} />
        </label>
        <Button onClick={() => set('week', addDays(week, -7))}>{t.previousWeek}</Button>
        <Button onClick={() => set('week', '')}>{t.thisWeek}</Button>
        <Button onClick={() => set('week', addDays(week, 7))}>{t.nextWeek}</Button>
        {canPlan ? (
          <Button onClick={() => setConfirming(true)} disabled={!branch || copying.isLoading} data-testid="copy-week">
            {t.copyWeek}
          </Button>
        ) : null}
      </div>
      {canPlan ? null : (
        <p role="note" data-testid="schedule-read-only">
          {t.readOnly}
        </p>
      )}
      {grid.isFetching ? <Loader /> : null}
      {grid.data ? (
        grid.data.rows.length ? (
          <ScheduleWeekGrid week={grid.data} canEdit={canPlan} onMove={(shift, toUser, toDate) => void onMove(shift, toUser, toDate)} />
        ) : (
          <p data-testid="schedule-empty">{t.noRows}</p>
        )
      ) : null}
      {grid.data && canPlan ? <AddShiftForm branch={branch} week={grid.data} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t.copyWeekConfirmTitle}
        text={fill(t.copyWeekConfirmText, { from: germanDay(addDays(week, -7)), to: germanDay(week) })}
        confirmLabel={t.copyWeek}
        busy={copying.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onCopy()}
      />
    </section>
  );
}
