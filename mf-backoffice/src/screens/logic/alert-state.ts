import type { ScreenOrder } from '@asp/contracts';
import { isAwaitingPayment, isFinished } from './screen-orders';

/**
 * Orders the counter still has to accept: open, not awaiting online payment and not
 * waiting for the customer's answer to a counter appointment. While there is one, the
 * counter screen flashes and beeps.
 */
export function ordersToAccept(orders: ScreenOrder[]): ScreenOrder[] {
  return orders.filter((o) => !o.isConfirmed && !isFinished(o) && !isAwaitingPayment(o) && !o.counterAppointment);
}

export interface AlertState {
  /** Flash and beep. */
  active: boolean;
  /** How many orders wait for acceptance. */
  count: number;
  /** Ids to highlight. */
  ids: number[];
}

/** The alert follows the list: it starts with a new order and ends only when every one is accepted (or gone). */
export function alertState(orders: ScreenOrder[]): AlertState {
  const ids = ordersToAccept(orders).map((o) => o.id);
  return { active: ids.length > 0, count: ids.length, ids };
}

/** How often the beep repeats while the alert is active. */
export const BEEP_INTERVAL_MS = 4000;
