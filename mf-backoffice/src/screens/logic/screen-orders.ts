import type { ScreenOrder } from '@asp/contracts';

/** Which screen a list belongs to: the counter (frontdesk) or the kitchen. */
export type ScreenKind = 'frontdesk' | 'kitchen';

/** Rejected, cancelled, failed or completed: nothing for any screen to do. */
export const isFinished = (o: ScreenOrder): boolean => o.isRejected || o.isCanceled || o.isFailed || o.isCompleted;

/** An online order whose payment has not arrived cannot be accepted yet (the server leaves it off the list too). */
export const isAwaitingPayment = (o: ScreenOrder): boolean =>
  (o.paymentMethod === 'mollie' || o.paymentMethod === 'datatrans') && !o.isPaid && !o.isFailed;

/** Mirrors the server's lists: the counter shows every unfinished order, the kitchen confirmed ones not yet ready. */
export function belongsOn(kind: ScreenKind, o: ScreenOrder): boolean {
  if (isFinished(o) || isAwaitingPayment(o)) return false;
  return kind === 'frontdesk' ? true : o.isConfirmed && !o.isInDelivery;
}

/** The instant the order is wanted: the promised appointment, else the desired one, else its creation (as soon as possible). */
export const pickupTime = (o: ScreenOrder): string => o.appointment ?? o.appointmentDate ?? o.createdAt;

/** Oldest pickup first; ties by id (the order they came in). */
export function sortByPickup(orders: ScreenOrder[]): ScreenOrder[] {
  return [...orders].sort((a, b) => Date.parse(pickupTime(a)) - Date.parse(pickupTime(b)) || a.id - b.id);
}

/**
 * Merges one pushed order into the screen's list: a newer state replaces the held one,
 * an older one (a late event) is ignored, an order that no longer belongs is removed.
 */
export function mergeOrder(kind: ScreenKind, orders: ScreenOrder[], incoming: ScreenOrder): ScreenOrder[] {
  const held = orders.find((o) => o.id === incoming.id);
  if (held && Date.parse(held.updatedAt) > Date.parse(incoming.updatedAt)) return orders;
  const rest = orders.filter((o) => o.id !== incoming.id);
  return belongsOn(kind, incoming) ? sortByPickup([...rest, incoming]) : rest;
}

/**
 * The list after a resync: the server's list is the truth, except for pushes that came in
 * while the list call was under way and are newer than the list's copy.
 */
export function resync(kind: ScreenKind, list: ScreenOrder[], pushedMeanwhile: ScreenOrder[]): ScreenOrder[] {
  return pushedMeanwhile.reduce((orders, pushed) => mergeOrder(kind, orders, pushed), sortByPickup(list.filter((o) => belongsOn(kind, o))));
}
