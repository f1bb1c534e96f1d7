import type { ScheduleWeek } from '@asp/contracts';
import { backofficeScheduleTexts as t } from '@asp/i18n';
import { Button, showToast } from '@asp/web-kit';
import { useState, type FormEvent } from 'react';
import { usePeople } from './people';
import { useAddShiftMutation } from './schedules-api';
import styles from './ScheduleWeekGrid.module.css';

/** 'Schicht hinzufügen' under the grid: an employee (of the grid, or any), a day of the week, start and end. */
export function AddShiftForm({ branch, week }: { branch: number; week: ScheduleWeek }) {
  const people = usePeople();
  const [addShift, adding] = useAddShiftMutation();
  const [user, setUser] = useState('');
  const [date, setDate] = useState(week.days[0]!);
  const [start, setStart] = useState('08:00');
  const [end, setEnd] = useState('16:00');
  const options = week.rows.length
    ? week.rows.map((row) => ({ value: String(row.user.id), label: `${row.user.firstName} ${row.user.lastName}`.trim() }))
    : people.userOptions;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const ok = await addShift({ user: Number(user), branch, date, start, end })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) showToast(t.added, 'success');
  }

  return (
    <form className={styles.toolbar} onSubmit={(event) => void submit(event)} data-testid="add-shift" noValidate>
      <label>
        {t.employee}
        <select value={user} onChange={(event) => setUser(event.target.value)} required>
          <option value="">–</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.date}
        <select value={date} onChange={(event) => setDate(event.target.value)}>
          {week.days.map((day) => (
            <option key={day} value={day}>
              {`${day.slice(8, 10)}.${day.slice(5, 7)}.`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.start}
        <input type="time" value={start} onChange={(event) => setStart(event.target.value)} />
      </label>
      <label>
        {t.end}
        <input type="time" value={end} onChange={(event) => setEnd(event.target.value)} />
      </label>
      <Button type="submit" disabled={!user || adding.isLoading}>
        {t.addShift}
      </Button>
    </form>
  );
}
