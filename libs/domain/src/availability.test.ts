import {
  addLeadTime,
  appointmentError,
  appointmentSlots,
  AVAILABILITY_HORIZON_DAYS,
  availableDates,
  availableSlots,
  CHECKOUT_V2_HORIZON_DAYS,
  earliestAppointment,
  groupSlotsByDay,
  isAppointmentValid,
  slotsForDay,
} from './availability';
import { isBranchOpen, isOpenForOrderType } from './branch-state';
import { submitState } from './checkout';
import { berlin, makeBranch, rule, WEEK_HOURS } from './testing/fixtures';
import { toZoned } from './luxon-time';
import type { LeadTimeType } from './types';

const fmt = (d: Date) => toZoned(d).toFormat("yyyy-MM-dd'T'HH:mm");
const lead = (leadTimeType: LeadTimeType, leadTimeValue: number, isLeadTimeEnabled = true) => ({
  leadTimeType,
  leadTimeValue,
  isLeadTimeEnabled,
});

describe('availability slots (website.md §5, §9)', () => {
  const now = berlin('2025-06-02T10:02');
  const slots = availableSlots(WEEK_HOURS, now);

  it('constants: 180 days, 90 for checkout variant 2', () => {
    expect(AVAILABILITY_HORIZON_DAYS).toBe(180);
    expect(CHECKOUT_V2_HORIZON_DAYS).toBe(90);
  });

  it('starts now rounded up to 5 minutes and then every 15 minutes until closing', () => {
    const today = slotsForDay(slots, '2025-06-02');
    expect(today.slice(0, 3)).toEqual(['10:05', '10:20', '10:35']);
    expect(today[today.length - 1]).toBe('17:50');
    expect(today).toHaveLength(32);
  });

  it('later days start at opening; the closing time itself is no slot', () => {
    const tuesday = slotsForDay(slots, '2025-06-03');
    expect(tuesday[0]).toBe('08:00');
    expect(tuesday[tuesday.length - 1]).toBe('17:45');
    expect(tuesday).toHaveLength(40);
    expect(slotsForDay(slots, '2025-06-07')).toHaveLength(16);
  });

  it('closed days have no slot and are not available dates', () => {
    const dates = availableDates(slots);
    expect(dates).not.toContain('2025-06-08');
    expect(dates.slice(0, 7)).toEqual(['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-09']);
    expect(slotsForDay(slots, '2025-06-08')).toEqual([]);
  });

  it('the horizon is 180 days from today', () => {
    expect(fmt(slots[slots.length - 1])).toBe('2025-11-28T17:45');
  });

  it('checkout variant 2: 90 days with 5-minute rounding', () => {
    const v2 = availableSlots(WEEK_HOURS, now, { horizonDays: CHECKOUT_V2_HORIZON_DAYS, roundingMinutes: 5 });
    expect(fmt(v2[0])).toBe('2025-06-02T10:05');
    expect(fmt(v2[v2.length - 1])).toBe('2025-08-30T11:45');
  });

  it('an exact 5-minute start is kept; a closed start moves to the next opening', () => {
    expect(fmt(availableSlots(WEEK_HOURS, berlin('2025-06-02T10:00'))[0])).toBe('2025-06-02T10:00');
    expect(fmt(availableSlots(WEEK_HOURS, berlin('2025-06-07T13:00'))[0])).toBe('2025-06-09T08:00');
    expect(fmt(availableSlots(WEEK_HOURS, berlin('2025-06-02T17:58'))[0])).toBe('2025-06-03T08:00');
  });

  it.each([
    [lead('minutes', 30), '2025-06-02T10:35'],
    [lead('hours', 2), '2025-06-02T12:05'],
    [lead('days', 1), '2025-06-03T10:05'],
    [lead('weeks', 1), '2025-06-09T10:05'],
    [lead('hours', 2, false), '2025-06-02T10:05'],
    [lead('hours', 0), '2025-06-02T10:05'],
  ])('product lead time %p is added to the start → first slot %s', (product, first) => {
    expect(fmt(availableSlots(WEEK_HOURS, now, { products: [product] })[0])).toBe(first);
  });

  it('the longest lead time of the cart counts', () => {
    expect(
      fmt(availableSlots(WEEK_HOURS, now, { products: [{ leadTimeType: 'days', leadTimeValue: null, isLeadTimeEnabled: true }] })[0]),
    ).toBe('2025-06-02T10:05');
    expect(
      fmt(
        availableSlots(WEEK_HOURS, now, {
          products: [lead('minutes', 30), lead('hours', 3), { leadTimeType: null, leadTimeValue: 5, isLeadTimeEnabled: true }],
        })[0],
      ),
    ).toBe('2025-06-02T13:05');
    expect(earliestAppointment(now)).toEqual(now);
  });

  it('a lead time of days keeps the wall-clock time across the DST switch', () => {
    expect(fmt(addLeadTime(toZoned(berlin('2025-03-29T10:00')), lead('days', 2)).toJSDate())).toBe('2025-03-31T10:00');
    expect(fmt(addLeadTime(toZoned(berlin('2025-10-25T10:00')), lead('days', 2)).toJSDate())).toBe('2025-10-27T10:00');
  });

  it('the day DST starts: 01:00-04:00 gives two hours of slots (02:00-02:59 does not exist)', () => {
    const rules = [rule('sunday', '01:00', '04:00')];
    const day = slotsForDay(availableSlots(rules, berlin('2025-03-29T12:00'), { horizonDays: 3 }), '2025-03-30');
    expect(day).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45']);
  });

  it('the day DST ends: 01:00-04:00 gives four hours of slots, the repeated hour listed once', () => {
    const rules = [rule('sunday', '01:00', '04:00')];
    const all = availableSlots(rules, berlin('2025-10-25T12:00'), { horizonDays: 3 });
    expect(all).toHaveLength(16);
    expect(slotsForDay(all, '2025-10-26')).toEqual([
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
    ]);
  });

  it('a range past midnight gives slots after midnight on the next day', () => {
    const rules = [rule('saturday', '22:00', '01:00')];
    const grouped = groupSlotsByDay(availableSlots(rules, berlin('2025-06-07T21:00'), { horizonDays: 2 }));
    expect(grouped['2025-06-07']).toHaveLength(8);
    expect(grouped['2025-06-08']).toEqual(['00:00', '00:15', '00:30', '00:45']);
  });

  it('custom gap and zone', () => {
    const hourly = availableSlots([rule('daily', '08:00', '11:00')], berlin('2025-06-02T07:00'), { gapMinutes: 60, horizonDays: 1 });
    expect(hourly.map(fmt)).toEqual(['2025-06-02T08:00', '2025-06-02T09:00', '2025-06-02T10:00']);
    const london = availableSlots([rule('daily', '08:00', '09:00')], new Date('2025-06-02T06:00:00Z'), {
      horizonDays: 1,
      zone: 'Europe/London',
    });
    expect(london[0].toISOString()).toBe('2025-06-02T07:00:00.000Z');
  });
});

describe('appointment validity (storefront.md §5)', () => {
  const branch = makeBranch({ deliveryHours: [rule('daily', '11:00', '21:00')], isDeliveryHoursEnabled: true });
  const now = berlin('2025-06-02T10:00:30');
  const CLOSED = 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.';

  it.each([
    ['within opening hours', '2025-06-02T12:00', 'takeaway', null],
    ['the current minute', '2025-06-02T10:00', 'takeaway', null],
    ['after closing, within the enabled delivery hours', '2025-06-02T19:00', 'takeaway', null],
    ['after closing and after the delivery hours', '2025-06-02T21:30', 'takeaway', CLOSED],
    ['a closed day', '2025-06-08T10:00', 'dineIn', CLOSED],
    ['a closed day, within the delivery hours', '2025-06-08T12:00', 'dineIn', null],
    ['delivery within delivery hours', '2025-06-02T20:00', 'delivery', null],
    ['delivery before delivery hours', '2025-06-02T10:30', 'delivery', CLOSED],
    [
      'in the past',
      '2025-06-02T09:00',
      'takeaway',
      'Der ausgewählte Termin ist leider zu früh. Bitte wählen Sie einen Termin ab 02.06.2025 um 10:00 Uhr.',
    ],
  ] as const)('%s → %p', (_, at, orderType, message) => {
    expect(appointmentError({ appointment: toZoned(berlin(at)).toISO()!, branch, orderType, now })).toBe(message);
  });

  it('accepts Date values and offsets in ISO strings', () => {
    expect(appointmentError({ appointment: berlin('2025-06-02T12:00'), branch, orderType: 'takeaway', now })).toBeNull();
    expect(appointmentError({ appointment: '2025-06-02T10:00:00Z', branch, orderType: 'takeaway', now })).toBeNull();
    expect(appointmentError({ appointment: '2025-06-02T19:30:00Z', branch, orderType: 'takeaway', now })).toBe(CLOSED);
  });

  it('the lead time moves the earliest appointment', () => {
    expect(
      appointmentError({ appointment: berlin('2025-06-02T12:00'), branch, orderType: 'takeaway', now, products: [lead('days', 1)] }),
    ).toBe('Der ausgewählte Termin ist leider zu früh. Bitte wählen Sie einen Termin ab 03.06.2025 um 10:00 Uhr.');
  });

  it('missing: required only when the branch requires appointments', () => {
    expect(appointmentError({ appointment: null, branch, orderType: 'takeaway', now })).toBeNull();
    expect(appointmentError({ appointment: '', branch: { ...branch, isAppointmentRequired: true }, orderType: 'takeaway', now })).toBe(
      'Bitte wählen Sie einen Termin aus.',
    );
    expect(
      appointmentError({ appointment: undefined, branch: { ...branch, isAppointmentRequired: true }, orderType: 'takeaway', now }),
    ).toBe('Bitte wählen Sie einen Termin aus.');
  });

  it('an unreadable appointment', () => {
    expect(appointmentError({ appointment: 'morgen früh', branch, orderType: 'takeaway', now })).toBe(
      'Der ausgewählte Termin ist ungültig.',
    );
  });

  it('isAppointmentValid', () => {
    expect(isAppointmentValid({ appointment: berlin('2025-06-02T12:00'), branch, orderType: 'takeaway', now })).toBe(true);
    expect(isAppointmentValid({ appointment: berlin('2025-06-02T21:00'), branch, orderType: 'takeaway', now, zone: 'Europe/Berlin' })).toBe(
      false,
    );
  });
});

describe('appointment hours agree with the open state (storefront.md §4, §5)', () => {
  // Opening hours 08:00–12:00, delivery hours 14:00–18:00 (every day).
  const opening = [rule('daily', '08:00', '12:00')];
  const delivery = [rule('daily', '14:00', '18:00')];
  const enabled = makeBranch({ openingHours: opening, deliveryHours: delivery, isDeliveryHoursEnabled: true });
  const disabled = makeBranch({ openingHours: opening, deliveryHours: delivery, isDeliveryHoursEnabled: false });
  const now = berlin('2025-06-02T07:00');
  const CLOSED = 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.';

  // [delivery hours, order type, time, valid]
  it.each([
    ['enabled', 'takeaway', '10:00', true],
    ['enabled', 'takeaway', '15:00', true],
    ['enabled', 'takeaway', '13:00', false],
    ['enabled', 'dineIn', '15:00', true],
    ['enabled', 'dineIn', '19:00', false],
    ['enabled', 'delivery', '15:00', true],
    ['enabled', 'delivery', '10:00', false],
    ['disabled', 'takeaway', '10:00', true],
    ['disabled', 'takeaway', '15:00', false],
    ['disabled', 'dineIn', '15:00', false],
    ['disabled', 'delivery', '10:00', true],
    ['disabled', 'delivery', '15:00', false],
  ] as const)('delivery hours %s: %s at %s → valid %p', (hours, orderType, time, valid) => {
    const branch = hours === 'enabled' ? enabled : disabled;
    const at = berlin(`2025-06-02T${time}`);
    expect(appointmentError({ appointment: at, branch, orderType, now })).toBe(valid ? null : CLOSED);
    // The same answer as the open state that picks the submit label at that time.
    expect(isOpenForOrderType(branch, orderType, at)).toBe(valid);
    const submit = submitState({ branch, orderType, now: at, isMinimumOrderValueReached: true });
    expect(submit.kind === 'order').toBe(valid);
    if (orderType !== 'delivery') expect(isBranchOpen(branch, at)).toBe(valid);
  });

  it('slots of takeaway and dine-in cover both hours when delivery hours are enabled; delivery only its own', () => {
    const day = (slots: Date[]) => slotsForDay(slots, '2025-06-02');
    const takeaway = day(appointmentSlots(enabled, 'takeaway', now));
    expect(takeaway[0]).toBe('08:00');
    expect(takeaway).toContain('11:45');
    expect(takeaway).not.toContain('12:00');
    expect(takeaway).toContain('14:00');
    expect(takeaway[takeaway.length - 1]).toBe('17:45');
    expect(takeaway).toHaveLength(32);
    expect(day(appointmentSlots(enabled, 'delivery', now))).toEqual(day(availableSlots(delivery, now)));
    expect(day(appointmentSlots(disabled, 'dineIn', now))).toEqual(day(availableSlots(opening, now)));
    expect(day(appointmentSlots(disabled, 'delivery', now))).toEqual(day(availableSlots(opening, now)));
    // Overlapping hours: each instant once, in order.
    const overlap = makeBranch({ openingHours: opening, deliveryHours: [rule('daily', '11:00', '13:00')], isDeliveryHoursEnabled: true });
    const both = day(appointmentSlots(overlap, 'takeaway', now));
    expect(both.slice(-6)).toEqual(['11:30', '11:45', '12:00', '12:15', '12:30', '12:45']);
    expect(new Set(both).size).toBe(both.length);
    // Every slot is a valid appointment.
    for (const slot of appointmentSlots(enabled, 'takeaway', now).slice(0, 200)) {
      expect(appointmentError({ appointment: slot, branch: enabled, orderType: 'takeaway', now })).toBeNull();
    }
  });
});
