import { canSaveDate, clickDay, monthGrid, shiftMonth, WEEKDAY_HEADERS } from '@asp/domain';
import { appointmentTexts, fill, pickerTexts } from '@asp/i18n';
import { Button, Dialog } from '@asp/web-kit';
import { useMemo, useState } from 'react';
import { initialMonth, longDateLabel, monthLabel } from './picker-labels';
import { STOREFRONT_SCOPE } from '../storefront-scope';

export interface DatePickerProps {
  open: boolean;
  /** The selected day 'YYYY-MM-DD' or null. */
  value: string | null;
  now: Date;
  zone: string;
  /** Days with at least one free slot; other days are disabled. */
  availableDates: string[];
  onSave: (date: string | null) => void;
  onClose: () => void;
}

/**
 * The date picker overlay (storefront.md §2.11, §5): a month calendar with ISO week
 * numbers and the weekday headers Mo to So, previous and next month; past days and days
 * without a slot are disabled (a click on them does nothing); 'Auswahl aufheben',
 * 'Speichern' (disabled for an unavailable day) and cancel. Escape closes it (Dialog).
 */
export function DatePicker({ open, value, now, zone, availableDates, onSave, onClose }: DatePickerProps) {
  const [selected, setSelected] = useState<string | null>(value);
  const [view, setView] = useState(() => initialMonth(value ?? availableDates[0] ?? null, now, zone));
  const weeks = useMemo(() => monthGrid({ ...view, now, availableDates, zone }), [view, now, availableDates, zone]);
  const current = initialMonth(null, now, zone);
  const isFirstMonth = view.year * 12 + view.month <= current.year * 12 + current.month;

  return (
    <Dialog open={open} title={pickerTexts.dateDialog} onClose={onClose}>
      <div className={STOREFRONT_SCOPE}>
        <div className="asp-date-picker" data-testid="date-picker">
          <div className="asp-date-picker__nav">
            <button
              type="button"
              className="asp-date-picker__nav-button"
              aria-label={pickerTexts.previousMonth}
              disabled={isFirstMonth}
              onClick={() => setView(shiftMonth(view.year, view.month, -1))}
              data-testid="date-picker-previous"
            >
              ‹
            </button>
            <span className="asp-date-picker__month" aria-live="polite" data-testid="date-picker-month">
              {monthLabel(view.year, view.month)}
            </span>
            <button
              type="button"
              className="asp-date-picker__nav-button"
              aria-label={pickerTexts.nextMonth}
              onClick={() => setView(shiftMonth(view.year, view.month, 1))}
              data-testid="date-picker-next"
            >
              ›
            </button>
          </div>
          <table className="asp-date-picker__grid">
            <thead>
              <tr>
                <th scope="col" className="asp-date-picker__week">
                  {pickerTexts.week}
                </th>
                {WEEKDAY_HEADERS.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.days[0].date}>
                  <th scope="row" className="asp-date-picker__week" aria-label={fill(pickerTexts.weekLabel, { week: week.weekNumber })}>
                    {week.weekNumber}
                  </th>
                  {week.days.map((day) => {
                    const classes = [
                      'asp-date-picker__day',
                      day.isCurrentMonth ? '' : 'asp-date-picker__day--other-month',
                      day.isToday ? 'asp-date-picker__day--today' : '',
                      day.date === selected ? 'asp-date-picker__day--selected' : '',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <td key={day.date}>
                        <button
                          type="button"
                          className={classes}
                          disabled={day.isDisabled}
                          aria-pressed={day.date === selected}
                          aria-label={longDateLabel(day.date)}
                          onClick={() => setSelected(clickDay(selected, day.date, now, availableDates, zone))}
                          data-testid={`date-picker-day-${day.date}`}
                        >
                          {day.day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="asp-picker__actions">
            <Button variant="secondary" onClick={() => onSave(null)} data-testid="date-picker-clear">
              {appointmentTexts.clearSelection}
            </Button>
            <Button variant="secondary" onClick={onClose} data-testid="date-picker-cancel">
              {pickerTexts.cancel}
            </Button>
            <Button
              disabled={selected === null || !canSaveDate(selected, availableDates)}
              onClick={() => onSave(selected)}
              data-testid="date-picker-save"
            >
              {appointmentTexts.save}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
