import type { signageScheduleSchema, SignageSchedule } from '@asp/contracts';
import { backofficeSignageEditorTexts as t } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import { useId } from 'react';
import type { z } from 'zod';
import styles from './signage-editor.module.css';

/** A schedule that limits nothing yet: every day, all day, no dates. */
const OPEN: SignageSchedule = { days: [], windows: [], from: null, to: null };

/** A schedule as a form holds it (the schema's input: defaults not yet filled in). */
export type ScheduleValue = z.input<typeof signageScheduleSchema> | null | undefined;

/** The form's value with the schema's defaults (what the service stores); null = always. */
export function scheduleOf(value: ScheduleValue): SignageSchedule | null {
  return value ? { days: value.days ?? [], windows: value.windows ?? [], from: value.from ?? null, to: value.to ?? null } : null;
}

interface Props {
  /** null = always (no schedule). */
  value: ScheduleValue;
  onChange: (value: SignageSchedule | null) => void;
  /** The legend: whose schedule this is. */
  label: string;
  testId?: string;
}

/**
 * The schedule of a segment, a stream entry or a stream (issue 16): 'Immer' or week days,
 * time windows (HH:MM–HH:MM, over midnight allowed) and a date range, read in Berlin time
 * by the service and the player (`isScheduleActive`). Controlled: the caller keeps the value
 * in its form (react-hook-form `Controller`).
 */
export function ScheduleEditor({ value, onChange, label, testId }: Props) {
  const id = useId();
  const schedule = scheduleOf(value);
  const patch = (next: Partial<SignageSchedule>) => onChange({ ...(schedule ?? OPEN), ...next });
  const toggleDay = (day: number) => {
    const days = schedule?.days ?? [];
    patch({ days: days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b) });
  };
  return (
    <fieldset className={styles.schedule} data-testid={testId}>
      <legend>{label}</legend>
      <label>
        <input type="radio" name={`${id}-mode`} checked={!schedule} onChange={() => onChange(null)} /> {t.scheduleAlways}
      </label>
      <label>
        <input type="radio" name={`${id}-mode`} checked={!!schedule} onChange={() => onChange(schedule ?? OPEN)} /> {t.scheduleLimited}
      </label>
      {schedule && (
        <>
          <fieldset className={styles.days}>
            <legend>{t.days}</legend>
            {t.dayNames.map((name, index) => (
              <label key={name}>
                <input type="checkbox" checked={schedule.days.includes(index + 1)} onChange={() => toggleDay(index + 1)} /> {name}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.windows}>
            <legend>{t.windows}</legend>
            {schedule.windows.map((window, index) => (
              <div key={index} className={styles.window}>
                <label>
                  {t.windowFrom} {index + 1}
                  <input
                    type="time"
                    value={window.from}
                    onChange={(event) =>
                      patch({ windows: schedule.windows.map((w, i) => (i === index ? { ...w, from: event.target.value } : w)) })
                    }
                  />
                </label>
                <label>
                  {t.windowTo} {index + 1}
                  <input
                    type="time"
                    value={window.to}
                    onChange={(event) =>
                      patch({ windows: schedule.windows.map((w, i) => (i === index ? { ...w, to: event.target.value } : w)) })
                    }
                  />
                </label>
                <Button variant="secondary" onClick={() => patch({ windows: schedule.windows.filter((_, i) => i !== index) })}>
                  {t.removeWindow}
                </Button>
              </div>
            ))}
            <Button variant="secondary" onClick={() => patch({ windows: [...schedule.windows, { from: '06:00', to: '11:00' }] })}>
              {t.addWindow}
            </Button>
          </fieldset>
          <div className={styles.window}>
            <label>
              {t.dateFrom}
              <input type="date" value={schedule.from ?? ''} onChange={(event) => patch({ from: event.target.value || null })} />
            </label>
            <label>
              {t.dateTo}
              <input type="date" value={schedule.to ?? ''} onChange={(event) => patch({ to: event.target.value || null })} />
            </label>
          </div>
          <p className={styles.hint}>{t.scheduleHint}</p>
        </>
      )}
    </fieldset>
  );
}
