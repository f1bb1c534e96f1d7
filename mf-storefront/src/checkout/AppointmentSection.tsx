import { combineDateAndTime, localStamp } from '@asp/domain';
import { checkoutFieldTexts, checkoutSectionTexts, fill, pickerTexts } from '@asp/i18n';
import { Button, FieldError } from '@asp/web-kit';
import { useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { DatePicker } from './DatePicker';
import { shortDateLabel } from './picker-labels';
import { TimePicker } from './TimePicker';

export interface AppointmentSectionProps {
  /** The desired appointment (ISO instant) or null ('So bald wie möglich'). */
  value: string | null | undefined;
  onChange: (appointmentDate: string | null) => void;
  /** Free slots by day ('YYYY-MM-DD' → ['08:00', …]) from availableSlots / groupSlotsByDay. */
  slotsByDay: Record<string, string[]>;
  /** Slots of booked-out windows by day, listed as 'ausgebucht' (slot capacity, issue 11). */
  bookedOutByDay?: Record<string, string[]>;
  now: Date;
  zone: string;
  error?: string | null;
  /** Variant 1: a link to the opening hours on /kontakt. */
  showOpeningHoursLink?: boolean;
  /** The branch requires an appointment (isAppointmentRequired). */
  required?: boolean;
}

/**
 * Desired appointment (storefront.md §2.10, §2.11): the day from the date picker, then
 * the time from the time picker (it opens right after a day is saved); together they
 * make the appointment in the shop's zone. Clearing the day clears the appointment.
 */
export function AppointmentSection({
  value,
  onChange,
  slotsByDay,
  bookedOutByDay = {},
  now,
  zone,
  error,
  showOpeningHoursLink,
  required,
}: AppointmentSectionProps) {
  const chosen = value ? localStamp(new Date(value), zone) : null;
  const [day, setDay] = useState<string | null>(chosen?.date ?? null);
  const [picker, setPicker] = useState<'date' | 'time' | null>(null);
  const shownDay = chosen?.date ?? day;
  const availableDates = Object.keys(slotsByDay);

  function saveDay(next: string | null) {
    setDay(next);
    if (next === null) {
      onChange(null);
      setPicker(null);
      return;
    }
    // Keep the time when it is free on the new day too; otherwise ask for one.
    if (chosen && (slotsByDay[next] ?? []).includes(chosen.time)) {
      onChange(combineDateAndTime(next, chosen.time, zone));
      setPicker(null);
    } else {
      onChange(null);
      setPicker('time');
    }
  }

  function saveTime(time: string) {
    if (shownDay) onChange(combineDateAndTime(shownDay, time, zone));
    setPicker(null);
  }

  return (
    <section className="asp-checkout__section" aria-labelledby="asp-checkout-appointment" data-testid="checkout-appointment">
      <h2 id="asp-checkout-appointment" className={required ? 'asp-checkout__required' : undefined}>
        {checkoutSectionTexts.appointment}
      </h2>
      <div className={`asp-appointment${error ? ' asp-field--invalid' : ''}`}>
        <p className="asp-appointment__value" data-testid="appointment-value">
          {chosen
            ? fill(pickerTexts.appointment, { date: shortDateLabel(chosen.date), time: chosen.time })
            : shownDay
              ? shortDateLabel(shownDay)
              : required
                ? pickerTexts.chooseDate
                : pickerTexts.noAppointment}
        </p>
        <div className="asp-appointment__buttons">
          <Button variant="secondary" onClick={() => setPicker('date')} aria-haspopup="dialog" data-testid="appointment-date">
            {`${checkoutFieldTexts.appointmentDate}: ${shownDay ? shortDateLabel(shownDay) : pickerTexts.chooseDate}`}
          </Button>
          <Button
            variant="secondary"
            disabled={!shownDay}
            onClick={() => setPicker('time')}
            aria-haspopup="dialog"
            data-testid="appointment-time"
          >
            {`${checkoutFieldTexts.appointmentTime}: ${chosen ? chosen.time : pickerTexts.chooseTime}`}
          </Button>
        </div>
        <FieldError id="asp-checkout-appointment-error" message={error} />
        {showOpeningHoursLink ? (
          <p className="asp-appointment__hours">
            <Link to="/kontakt" data-testid="opening-hours-link">
              {pickerTexts.openingHoursLink}
            </Link>
          </p>
        ) : null}
      </div>
      {picker === 'date' ? (
        <DatePicker
          open
          value={shownDay}
          now={now}
          zone={zone}
          availableDates={availableDates}
          onSave={saveDay}
          onClose={() => setPicker(null)}
        />
      ) : null}
      {picker === 'time' && shownDay ? (
        <TimePicker
          open
          date={shownDay}
          value={chosen?.time ?? null}
          slots={slotsByDay[shownDay] ?? []}
          bookedOut={bookedOutByDay[shownDay] ?? []}
          onSave={saveTime}
          onClose={() => setPicker(null)}
        />
      ) : null}
    </section>
  );
}
