import { bookedOutWindows, groupSlotsByDay, splitBookedOut } from '@asp/domain';

/**
 * Slot capacity in the checkout (ours, issue 11): the picker's slots (libs/domain
 * appointmentSlots) split by the booked-out windows the orders service reports
 * (`GET /api/orders/slots`). Free slots stay choosable; booked-out ones are listed in
 * the time picker as disabled 'ausgebucht', so the customer sees why a time is missing.
 * Until the answer arrives (or when it fails) every slot counts as free: the server
 * still refuses a full window with a message naming the next free slot.
 */
export function checkoutSlots(
  slots: Date[],
  fullSlots: readonly string[] | undefined,
  zone: string,
): { slotsByDay: Record<string, string[]>; bookedOutByDay: Record<string, string[]> } {
  const { free, bookedOut } = splitBookedOut(slots, bookedOutWindows(fullSlots ?? []), zone);
  return { slotsByDay: groupSlotsByDay(free, zone), bookedOutByDay: groupSlotsByDay(bookedOut, zone) };
}

export interface TimeSlotEntry {
  time: string;
  isBookedOut: boolean;
}

/** The time picker's list: free and booked-out times of the day in clock order. */
export function timeSlotEntries(free: readonly string[], bookedOut: readonly string[] = []): TimeSlotEntry[] {
  return [...free.map((time) => ({ time, isBookedOut: false })), ...bookedOut.map((time) => ({ time, isBookedOut: true }))].sort((a, b) =>
    a.time.localeCompare(b.time),
  );
}
