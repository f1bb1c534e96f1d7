import type { ScheduleWeek } from '@asp/contracts';
import { backofficeScheduleTexts as t, fill } from '@asp/i18n';
import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatMinutes } from './people';
import styles from './ScheduleWeekGrid.module.css';

/** A dated shift being moved: where it is now. */
export interface GridShift {
  schedule: number;
  user: number;
  date: string;
  start: string;
  end: string;
}

interface Props {
  week: ScheduleWeek;
  canEdit: boolean;
  onMove(shift: GridShift, toUser: number, toDate: string): void;
}

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const dayLabel = (date: string, index: number) => `${WEEKDAYS[index]} ${date.slice(8, 10)}.${date.slice(5, 7)}.`;
const cellId = (user: number, date: string) => `cell|${user}|${date}`;
const nameOf = (row: ScheduleWeek['rows'][number]) => `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.username;

function DropCell({ id, highlighted, children }: { id: string; highlighted: boolean; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <td ref={setNodeRef} className={isOver || highlighted ? styles.cellTarget : styles.cell} data-testid={id}>
      {children}
    </td>
  );
}

function ShiftChip(props: { shift: GridShift; picked: boolean; onKeyDown(event: KeyboardEvent): void }) {
  const { shift } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `shift|${shift.schedule}|${shift.date}|${shift.start}|${shift.end}`,
    data: shift,
  });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined;
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      // Our own keyboard handling (see ScheduleWeekGrid): replaces dnd-kit's keyboard sensor.
      onKeyDown={props.onKeyDown}
      aria-pressed={props.picked}
      aria-describedby="schedule-grid-help"
      className={isDragging || props.picked ? styles.shiftMoving : styles.shift}
      style={style}
      data-testid={`shift-${shift.user}-${shift.date}-${shift.start}`}
    >
      {shift.start}–{shift.end}
    </button>
  );
}

function ShiftLabel({ shift }: { shift: GridShift }) {
  return (
    <span className={styles.shiftFixed} data-testid={`shift-${shift.user}-${shift.date}-${shift.start}`}>
      {shift.start}–{shift.end}
    </span>
  );
}

/**
 * The week grid of the working schedules (issue 15): employees as rows, Monday to Sunday as
 * columns; each cell shows the weekly plan's windows (grey, repeating) and the dated
 * shifts, which a manager moves to another day or employee by drag and drop (dnd-kit's
 * pointer sensor) or by keyboard: Space or Enter picks a shift up, the arrow keys move the
 * target cell, Space or Enter drops it there, Escape cancels — each step announced in a
 * live region. Without canEdit (employees) the shifts are plain labels. Our own keys instead of dnd-kit's keyboard sensor: that one moves by pixels
 * and needs the layout; cells are a grid, so a step is a cell.
 */
export function ScheduleWeekGrid({ week, canEdit, onMove }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const [picked, setPicked] = useState<{ shift: GridShift; row: number; col: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (shift: GridShift, toUser: number, toDate: string) => {
    if (shift.user !== toUser || shift.date !== toDate) onMove(shift, toUser, toDate);
  };

  function handleDragEnd(event: DragEndEvent) {
    const shift = event.active.data.current as GridShift | undefined;
    const [kind, user, date] = String(event.over?.id ?? '').split('|');
    if (shift && kind === 'cell' && user && date) move(shift, Number(user), date);
  }

  function keyOn(shift: GridShift, row: number, col: number) {
    return (event: KeyboardEvent) => {
      const isSelect = event.key === ' ' || event.key === 'Enter';
      if (!picked) {
        if (!isSelect) return;
        event.preventDefault();
        setPicked({ shift, row, col });
        return setAnnouncement(fill(t.pickedUp, { start: shift.start, end: shift.end }));
      }
      const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      if (event.key in steps) {
        event.preventDefault();
        const [dr, dc] = steps[event.key]!;
        const next = {
          ...picked,
          row: Math.min(week.rows.length - 1, Math.max(0, picked.row + dr)),
          col: Math.min(6, Math.max(0, picked.col + dc)),
        };
        setPicked(next);
        return setAnnouncement(fill(t.over, { name: nameOf(week.rows[next.row]!), date: dayLabel(week.days[next.col]!, next.col) }));
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setPicked(null);
        return setAnnouncement(t.dropCancelled);
      }
      if (isSelect) {
        event.preventDefault();
        setPicked(null);
        setAnnouncement('');
        move(picked.shift, week.rows[picked.row]!.user.id, week.days[picked.col]!);
      }
    };
  }

  const holidayOn = (date: string) => week.holidays.find((holiday) => holiday.date === date)?.name;
  return (
    <DndContext sensors={sensors} onDragEnd={handleDragEnd}>
      {canEdit ? (
        <p id="schedule-grid-help" className={styles.help}>
          {t.shiftHelp}
        </p>
      ) : null}
      <p className={styles.live} aria-live="assertive" data-testid="schedule-announcement">
        {announcement}
      </p>
      <table className={styles.grid} data-testid="schedule-week-grid">
        <thead>
          <tr>
            <th scope="col">{t.employee}</th>
            {week.days.map((date, index) => (
              <th key={date} scope="col">
                {dayLabel(date, index)}
                {holidayOn(date) ? <span className={styles.holiday}>{holidayOn(date)}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.rows.map((row, rowIndex) => (
            <tr key={row.user.id} data-testid={`schedule-row-${row.user.id}`}>
              <th scope="row">
                {nameOf(row)}
                <span className={styles.planned} data-testid={`planned-${row.user.id}`}>
                  {fill(t.planned, { hours: formatMinutes(row.plannedMinutes) })}
                </span>
              </th>
              {row.days.map((day, col) => (
                <DropCell
                  key={day.date}
                  id={cellId(row.user.id, day.date)}
                  highlighted={picked !== null && picked.row === rowIndex && picked.col === col}
                >
                  {day.weekly.map((window) => (
                    <span key={`${window.start}-${window.end}`} className={styles.weekly} title={t.weeklyPlan}>
                      {window.start}–{window.end}
                    </span>
                  ))}
                  {day.shifts.map((shift) => {
                    const gridShift = { ...shift, user: row.user.id, date: day.date };
                    // Read-only for employees: no handle to pick up, since the service refuses their moves.
                    if (!canEdit) return <ShiftLabel key={`${shift.schedule}-${shift.start}-${shift.end}`} shift={gridShift} />;
                    const isPicked =
                      picked?.shift.schedule === shift.schedule && picked.shift.date === day.date && picked.shift.start === shift.start;
                    return (
                      <ShiftChip
                        key={`${shift.schedule}-${shift.start}-${shift.end}`}
                        shift={gridShift}
                        picked={isPicked}
                        onKeyDown={keyOn(gridShift, rowIndex, col)}
                      />
                    );
                  })}
                </DropCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DndContext>
  );
}
