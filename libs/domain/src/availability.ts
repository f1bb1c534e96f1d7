import { appointmentTexts, fill } from '@asp/i18n';
import type { DateTime } from 'luxon';
import { appointmentSchedules, isOpenForOrderType } from './branch-state';
import { mergedIntervals } from './opening-hours';
import { ceilToMinutes, toZoned } from './luxon-time';
import { DEFAULT_TIME_ZONE, localStamp } from './time';
import type { Branch, DateInput, OpeningHourRule, OrderType, Product } from './types';

/** Availability constants (website.md §5, §9; storefront.md §5 and the spec README). */
export const AVAILABILITY_HORIZON_DAYS = 180;
/** Checkout variant 2: 90-day horizon with 5-minute rounding (spec README). */
export const CHECKOUT_V2_HORIZON_DAYS = 90;
export const SLOT_GAP_MINUTES = 15;
export const SLOT_ROUNDING_MINUTES = 5;

type LeadTimeProduct = Pick<Product, 'leadTimeValue' | 'leadTimeType' | 'isLeadTimeEnabled'>;

/** A product's lead time added to an instant (minutes, hours, days, weeks; calendar-aware). */
export function addLeadTime(start: DateTime, product: LeadTimeProduct): DateTime {
  const value = product.leadTimeValue ?? 0;
  if (!product.isLeadTimeEnabled || !product.leadTimeType || !(value > 0)) return start;
  return start.plus({ [product.leadTimeType]: value });
}

/**
 * The earliest possible appointment: now plus the longest product lead time, not rounded.
 */
export function earliestAppointment(now: Date, products: LeadTimeProduct[] = [], zone = DEFAULT_TIME_ZONE): Date {
  const start = toZoned(now, zone);
  return products
    .reduce((latest, p) => {
      const candidate = addLeadTime(start, p);
      return candidate > latest ? candidate : latest;
    }, start)
    .toJSDate();
}

export interface SlotOptions {
  /** Products in the cart; the longest lead time moves the start. */
  products?: LeadTimeProduct[];
  horizonDays?: number;
  gapMinutes?: number;
  roundingMinutes?: number;
  zone?: string;
}

/**
 * Available appointment slots (website.md §5): from now plus the longest lead time,
 * rounded up to 5 minutes, every 15 minutes within the opening intervals, over a horizon
 * of 180 days (90 for checkout variant 2). A slot lies inside an interval (its end is
 * exclusive); in each later interval slots start at its opening time.
 */
export function availableSlots(rules: OpeningHourRule[] | null | undefined, now: Date, options: SlotOptions = {}): Date[] {
  const zone = options.zone ?? DEFAULT_TIME_ZONE;
  const gap = (options.gapMinutes ?? SLOT_GAP_MINUTES) * 60_000;
  const start = ceilToMinutes(
    toZoned(earliestAppointment(now, options.products, zone), zone),
    options.roundingMinutes ?? SLOT_ROUNDING_MINUTES,
  ).toMillis();
  const horizonDays = options.horizonDays ?? AVAILABILITY_HORIZON_DAYS;
  const limit = toZoned(now, zone).startOf('day').plus({ days: horizonDays }).toMillis();
  const slots: Date[] = [];
  for (const interval of mergedIntervals(rules, now, horizonDays, zone)) {
    const end = interval.end.getTime();
    for (let t = Math.max(interval.start.getTime(), start); t < end && t < limit; t += gap) slots.push(new Date(t));
  }
  return slots;
}

/**
 * The appointment slots of an order type: the slots of every schedule an appointment may
 * fall in (`appointmentSchedules`), merged, each instant once, in order. Every slot passes
 * `appointmentError`'s hours check.
 */
export function appointmentSlots(branch: AppointmentCheck['branch'], orderType: OrderType, now: Date, options: SlotOptions = {}): Date[] {
  const times = new Set<number>();
  for (const rules of appointmentSchedules(branch, orderType)) {
    for (const slot of availableSlots(rules, now, options)) times.add(slot.getTime());
  }
  return [...times].sort((a, b) => a - b).map((t) => new Date(t));
}

/** Slots grouped by calendar day ('YYYY-MM-DD' → ['08:00', '08:15', …]) in the zone (each time once). */
export function groupSlotsByDay(slots: Date[], zone = DEFAULT_TIME_ZONE): Record<string, string[]> {
  const days: Record<string, string[]> = {};
  for (const slot of slots) {
    const { date, time } = localStamp(slot, zone);
    const times = (days[date] ??= []);
    // The hour repeated when daylight saving time ends is listed once.
    if (!times.includes(time)) times.push(time);
  }
  return days;
}

/** The calendar days that have at least one slot (group once with `groupSlotsByDay` for repeated look-ups). */
export function availableDates(slots: Date[], zone = DEFAULT_TIME_ZONE): string[] {
  return Object.keys(groupSlotsByDay(slots, zone));
}

/** The slot times ('HH:mm') of one day. */
export function slotsForDay(slots: Date[], day: string, zone = DEFAULT_TIME_ZONE): string[] {
  return groupSlotsByDay(slots, zone)[day] ?? [];
}

export interface AppointmentCheck {
  appointment: DateInput | null | undefined;
  branch: Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isAppointmentRequired'>;
  orderType: OrderType;
  now: Date;
  products?: LeadTimeProduct[];
  zone?: string;
}

/**
 * Appointment validity (storefront.md §5): a missing appointment is an error only when
 * the branch requires appointments ('Bitte wählen Sie einen Termin aus.'); an appointment
 * before now plus the lead time is too early; it must fall within the hours of
 * `appointmentSchedules` ('Zum ausgewählten Zeitpunkt haben wir leider geschlossen. …'):
 * for delivery the delivery hours when enabled, else the opening hours; for takeaway and
 * dine-in the opening hours or, when enabled, the delivery hours. So an appointment is
 * accepted exactly when the branch counts as open for the order type at that time
 * (`isOpenForOrderType`, storefront.md §4) — the same rule that decides between
 * 'Bestellung abschicken' and the closed message. Returns the German message, or null.
 */
export function appointmentError(check: AppointmentCheck): string | null {
  const zone = check.zone ?? DEFAULT_TIME_ZONE;
  if (check.appointment === null || check.appointment === undefined || check.appointment === '') {
    return check.branch.isAppointmentRequired ? appointmentTexts.required : null;
  }
  const at = toZoned(check.appointment, zone);
  if (!at.isValid) return appointmentTexts.invalid;
  const earliest = toZoned(earliestAppointment(check.now, check.products, zone), zone);
  if (at < earliest.startOf('minute')) {
    return fill(appointmentTexts.tooEarly, { date: earliest.toFormat('dd.MM.yyyy'), time: earliest.toFormat('HH:mm') });
  }
  if (!isOpenForOrderType(check.branch, check.orderType, at.toJSDate(), zone)) return appointmentTexts.closed;
  return null;
}

/** Whether the appointment is valid (see `appointmentError`). */
export function isAppointmentValid(check: AppointmentCheck): boolean {
  return appointmentError(check) === null;
}
