import { appointmentTexts, fill } from '@asp/i18n';
import { toZoned } from './luxon-time';
import { DEFAULT_TIME_ZONE } from './time';
import type { Branch, OrderType } from './types';

/**
 * Slot capacity (ours, issue 11; beyond the spec): a branch can prepare only so many
 * orders per 15-minute window. Windows are fixed quarter hours of the shop's zone
 * (:00, :15, :30, :45), not the picker's slots — those start at "now + lead time rounded
 * to 5 minutes" and move with the clock, so they cannot be the unit that is counted.
 * Takeaway and dine-in share the counter's capacity (`slotCapacity`), delivery has its
 * own (`deliverySlotCapacity`): drivers, not the counter, limit it. Only orders with an
 * appointment are counted (see the orders service).
 */
export const SLOT_WINDOW_MINUTES = 15;

export type SlotGroup = 'pickup' | 'delivery';

export const slotGroupOf = (orderType: OrderType): SlotGroup => (orderType === 'delivery' ? 'delivery' : 'pickup');

/** Absent (a branch saved before capacities existed) is unlimited, like null. */
type CapacityBranch = Partial<Pick<Branch, 'slotCapacity' | 'deliverySlotCapacity'>>;

/** Orders per window for the order type; null = unlimited. */
export function slotCapacityOf(branch: CapacityBranch, orderType: OrderType): number | null {
  const capacity = orderType === 'delivery' ? branch.deliverySlotCapacity : branch.slotCapacity;
  return capacity ?? null;
}

/** The start of the 15-minute window an instant falls in (in the shop's zone). */
export function slotWindowStart(at: Date, zone = DEFAULT_TIME_ZONE): Date {
  const local = toZoned(at, zone).startOf('minute');
  return local.minus({ minutes: local.minute % SLOT_WINDOW_MINUTES }).toJSDate();
}

/** Booked-out window starts (ISO strings, as the orders service answers) as a lookup set. */
export const bookedOutWindows = (fullSlots: readonly string[]): Set<number> => new Set(fullSlots.map((iso) => new Date(iso).getTime()));

export function isSlotBookedOut(slot: Date, full: ReadonlySet<number>, zone = DEFAULT_TIME_ZONE): boolean {
  return full.size > 0 && full.has(slotWindowStart(slot, zone).getTime());
}

/** The picker's slots split into the free ones and those in booked-out windows (shown 'ausgebucht'). */
export function splitBookedOut(slots: Date[], full: ReadonlySet<number>, zone = DEFAULT_TIME_ZONE): { free: Date[]; bookedOut: Date[] } {
  const free: Date[] = [];
  const bookedOut: Date[] = [];
  for (const slot of slots) (isSlotBookedOut(slot, full, zone) ? bookedOut : free).push(slot);
  return { free, bookedOut };
}

/**
 * The slot to offer instead of a booked-out one: the first free slot after the wanted
 * time, else (only earlier ones are free) the first free slot at all; null when none.
 */
export function nextFreeSlot(slots: Date[], full: ReadonlySet<number>, wanted: Date, zone = DEFAULT_TIME_ZONE): Date | null {
  // Lazy: a zone conversion per slot over a 180-day horizon would cost a noticeable 0.2 s.
  const isFree = (slot: Date) => !isSlotBookedOut(slot, full, zone);
  return slots.find((slot) => slot.getTime() > wanted.getTime() && isFree(slot)) ?? slots.find(isFree) ?? null;
}

/** 'Dieses Zeitfenster ist leider ausgebucht. Das nächste freie Zeitfenster ist am … um … Uhr.' */
export function bookedOutMessage(next: Date | null, zone = DEFAULT_TIME_ZONE): string {
  if (!next) return appointmentTexts.bookedOutNoAlternative;
  const at = toZoned(next, zone);
  return fill(appointmentTexts.bookedOut, { date: at.toFormat('dd.MM.yyyy'), time: at.toFormat('HH:mm') });
}
