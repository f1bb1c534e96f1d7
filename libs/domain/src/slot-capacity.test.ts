import { appointmentTexts } from '@asp/i18n';
import {
  bookedOutMessage,
  bookedOutWindows,
  isSlotBookedOut,
  nextFreeSlot,
  slotCapacityOf,
  slotGroupOf,
  slotWindowStart,
  splitBookedOut,
} from './slot-capacity';
import { berlin } from './testing/fixtures';
import { toZoned } from './luxon-time';

const fmt = (d: Date) => toZoned(d).toFormat("yyyy-MM-dd'T'HH:mm");

describe('slot capacity (ours, issue 11)', () => {
  it('takeaway and dine-in share the pickup capacity, delivery has its own; absent or null = unlimited', () => {
    expect([slotGroupOf('takeaway'), slotGroupOf('dineIn'), slotGroupOf('delivery')]).toEqual(['pickup', 'pickup', 'delivery']);
    const branch = { slotCapacity: 3, deliverySlotCapacity: 1 };
    expect([slotCapacityOf(branch, 'takeaway'), slotCapacityOf(branch, 'dineIn'), slotCapacityOf(branch, 'delivery')]).toEqual([3, 3, 1]);
    expect(slotCapacityOf({ slotCapacity: null }, 'takeaway')).toBeNull();
    expect(slotCapacityOf({}, 'delivery')).toBeNull();
  });

  it('windows are the fixed quarter hours of the shop zone, also across a DST change', () => {
    expect(fmt(slotWindowStart(berlin('2025-06-02T10:05')))).toBe('2025-06-02T10:00');
    expect(fmt(slotWindowStart(berlin('2025-06-02T10:29')))).toBe('2025-06-02T10:15');
    expect(fmt(slotWindowStart(berlin('2025-06-02T10:45')))).toBe('2025-06-02T10:45');
    expect(slotWindowStart(new Date('2025-06-02T08:07:31.500Z')).toISOString()).toBe('2025-06-02T08:00:00.000Z');
    // 30 March 2025, 03:00 CEST follows 01:59 CET.
    expect(slotWindowStart(new Date('2025-03-30T01:10:00Z')).toISOString()).toBe('2025-03-30T01:00:00.000Z');
    // A zone with a half-hour offset still gets its own local quarter hours.
    expect(slotWindowStart(new Date('2025-06-02T04:50:00Z'), 'Asia/Kolkata').toISOString()).toBe('2025-06-02T04:45:00.000Z');
  });

  const slots = ['10:05', '10:20', '10:35', '10:50'].map((t) => berlin(`2025-06-02T${t}`));
  const full = bookedOutWindows([berlin('2025-06-02T10:15').toISOString(), berlin('2025-06-02T10:30').toISOString()]);

  it('a slot is booked out when its window is', () => {
    expect(slots.map((s) => isSlotBookedOut(s, full))).toEqual([false, true, true, false]);
    expect(isSlotBookedOut(slots[1], new Set())).toBe(false);
    const { free, bookedOut } = splitBookedOut(slots, full);
    expect(free.map(fmt)).toEqual(['2025-06-02T10:05', '2025-06-02T10:50']);
    expect(bookedOut.map(fmt)).toEqual(['2025-06-02T10:20', '2025-06-02T10:35']);
  });

  it('the next free slot: after the wanted time, else the first free one, else none', () => {
    expect(fmt(nextFreeSlot(slots, full, slots[1])!)).toBe('2025-06-02T10:50');
    const lateFull = bookedOutWindows([...full].map((t) => new Date(t).toISOString()).concat(berlin('2025-06-02T10:45').toISOString()));
    expect(fmt(nextFreeSlot(slots, lateFull, slots[2])!)).toBe('2025-06-02T10:05');
    expect(nextFreeSlot(slots.slice(1, 3), full, slots[1])).toBeNull();
  });

  it('the German message names the next free slot', () => {
    expect(bookedOutMessage(berlin('2025-06-02T10:50'))).toBe(
      'Dieses Zeitfenster ist leider ausgebucht. Das nächste freie Zeitfenster ist am 02.06.2025 um 10:50 Uhr.',
    );
    expect(bookedOutMessage(null)).toBe(appointmentTexts.bookedOutNoAlternative);
  });
});
