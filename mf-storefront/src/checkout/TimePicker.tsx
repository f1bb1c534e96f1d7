import { canSaveTime, stepTime, timePickerState } from '@asp/domain';
import { appointmentTexts, pickerTexts } from '@asp/i18n';
import { Button, Dialog } from '@asp/web-kit';
import { useState } from 'react';
import { shortDateLabel } from './picker-labels';
import { timeSlotEntries } from './slot-availability';
import { STOREFRONT_SCOPE } from '../storefront-scope';

export interface TimePickerProps {
  open: boolean;
  /** The chosen day ('YYYY-MM-DD'), shown above the clock. */
  date: string;
  /** The selected time 'HH:mm' or null. */
  value: string | null;
  /** Free slots of the day ('HH:mm'). */
  slots: string[];
  /** Times of the day whose window is booked out: listed disabled as 'ausgebucht' (issue 11). */
  bookedOut?: string[];
  onSave: (time: string) => void;
  onClose: () => void;
}

/**
 * The time picker overlay (storefront.md §2.11, §5): hours and minutes with up/down
 * buttons (minutes in steps of 5), the free slots under 'Verfügbare Zeiten:' or 'Zum
 * ausgewählten Tag sind keine Termine verfügbar.'; save is disabled outside the slots.
 */
export function TimePicker({ open, date, value, slots, bookedOut = [], onSave, onClose }: TimePickerProps) {
  const [time, setTime] = useState<string>(value ?? slots[0] ?? '12:00');
  const entries = timeSlotEntries(slots, bookedOut);
  // A day whose times are all booked out still lists them, so the customer sees why.
  const state = timePickerState(entries.map((entry) => entry.time));
  const [hours, minutes] = time.split(':');

  const spinner = (unit: 'hour' | 'minute', shown: string, label: string, up: string, down: string) => (
    <div className="asp-time-picker__spinner" role="group" aria-label={label}>
      <button type="button" aria-label={up} onClick={() => setTime(stepTime(time, unit, 1))} data-testid={`time-picker-${unit}-up`}>
        ▲
      </button>
      <output className="asp-time-picker__value" aria-live="polite" data-testid={`time-picker-${unit}s`}>
        {shown}
      </output>
      <button type="button" aria-label={down} onClick={() => setTime(stepTime(time, unit, -1))} data-testid={`time-picker-${unit}-down`}>
        ▼
      </button>
    </div>
  );

  return (
    <Dialog open={open} title={pickerTexts.timeDialog} onClose={onClose}>
      <div className={STOREFRONT_SCOPE}>
        <div className="asp-time-picker" data-testid="time-picker">
          <p className="asp-time-picker__date">{shortDateLabel(date)}</p>
          <div className="asp-time-picker__clock">
            {spinner('hour', hours, pickerTexts.hours, pickerTexts.hourUp, pickerTexts.hourDown)}
            <span className="asp-time-picker__colon" aria-hidden="true">
              :
            </span>
            {spinner('minute', minutes, pickerTexts.minutes, pickerTexts.minuteUp, pickerTexts.minuteDown)}
          </div>
          {state.message ? (
            <p className="asp-time-picker__empty" role="status" data-testid="time-picker-no-slots">
              {state.message}
            </p>
          ) : (
            <div className="asp-time-picker__slots">
              <p id="asp-time-picker-slots-label">{state.label}</p>
              <ul aria-labelledby="asp-time-picker-slots-label" data-testid="time-picker-slots">
                {entries.map(({ time: slot, isBookedOut }) => (
                  <li key={slot}>
                    {isBookedOut ? (
                      <button
                        type="button"
                        className="asp-time-picker__slot asp-time-picker__slot--booked-out"
                        disabled
                        data-testid="time-picker-booked-out"
                      >
                        {slot} <span className="asp-time-picker__booked-out">{appointmentTexts.slotBookedOut}</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={slot === time ? 'asp-time-picker__slot asp-time-picker__slot--selected' : 'asp-time-picker__slot'}
                        aria-pressed={slot === time}
                        onClick={() => setTime(slot)}
                      >
                        {slot}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="asp-picker__actions">
            <Button variant="secondary" onClick={onClose} data-testid="time-picker-cancel">
              {pickerTexts.cancel}
            </Button>
            <Button disabled={!canSaveTime(time, slots)} onClick={() => onSave(time)} data-testid="time-picker-save">
              {appointmentTexts.save}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
