import { appointmentSlots } from '@asp/domain';
import { checkoutSlots, timeSlotEntries } from './slot-availability';

const branch = {
  openingHours: [{ type: 'daily' as const, from: '08:00', to: '11:00', date: null, isClosed: false }],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
  isAppointmentRequired: false,
};
const now = new Date('2025-06-02T10:00:00+02:00');
const zone = 'Europe/Berlin';
const slots = appointmentSlots(branch, 'takeaway', now, { zone, horizonDays: 2 });

describe('booked-out slots in the checkout pickers (issue 11)', () => {
  it('slots inside a booked-out window leave the free list and are listed as booked out', () => {
    const { slotsByDay, bookedOutByDay } = checkoutSlots(slots, [new Date('2025-06-02T10:15:00+02:00').toISOString()], zone);
    expect(slotsByDay['2025-06-02']).toEqual(['10:00', '10:30', '10:45']);
    expect(bookedOutByDay).toEqual({ '2025-06-02': ['10:15'] });
    expect(slotsByDay['2025-06-03']).toHaveLength(12);
  });

  it('a day whose every slot is booked out is no longer a free date', () => {
    const full = ['10:00', '10:15', '10:30', '10:45'].map((t) => new Date(`2025-06-02T${t}:00+02:00`).toISOString());
    const { slotsByDay, bookedOutByDay } = checkoutSlots(slots, full, zone);
    expect(Object.keys(slotsByDay)).toEqual(['2025-06-03']);
    expect(bookedOutByDay['2025-06-02']).toEqual(['10:00', '10:15', '10:30', '10:45']);
  });

  it('without an answer yet every slot is free', () => {
    expect(checkoutSlots(slots, undefined, zone)).toEqual({
      slotsByDay: { '2025-06-02': ['10:00', '10:15', '10:30', '10:45'], '2025-06-03': expect.any(Array) },
      bookedOutByDay: {},
    });
  });

  it('the time list shows free and booked-out times in clock order', () => {
    expect(timeSlotEntries(['10:00', '10:45'], ['10:15', '10:30'])).toEqual([
      { time: '10:00', isBookedOut: false },
      { time: '10:15', isBookedOut: true },
      { time: '10:30', isBookedOut: true },
      { time: '10:45', isBookedOut: false },
    ]);
    expect(timeSlotEntries(['08:00'])).toEqual([{ time: '08:00', isBookedOut: false }]);
  });
});
