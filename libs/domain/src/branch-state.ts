import { branchStateTexts, dayLabels, fill, openingHoursTexts, plural } from '@asp/i18n';
import { intervalsForDay, isOpenAt, nextOpening, openUntil, CLOSING_SOON_MINUTES } from './opening-hours';
import { DEFAULT_TIME_ZONE } from './time';
import { addZonedDays, clockOf, isSameZonedDay, startOfZonedDay, weekdayOfDate, zonedDate } from './zoned-date';
import { selectableBranches } from './branch-visibility';
import type { Branch, OpeningHourRule, OrderType, Weekday } from './types';

type HoursBranch = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;

/**
 * The hours that govern an order type: delivery hours for delivery when they are
 * enabled, otherwise the opening hours.
 */
export function hoursForOrderType(branch: HoursBranch, orderType: OrderType): OpeningHourRule[] {
  return orderType === 'delivery' && branch.isDeliveryHoursEnabled ? (branch.deliveryHours ?? []) : (branch.openingHours ?? []);
}

/**
 * The schedules an appointment may fall in (storefront.md §5 "within opening hours, or
 * delivery hours when enabled"), read so that it agrees with the open state of §4 (what
 * the submit button offers): delivery orders by the delivery hours when enabled,
 * otherwise the opening hours (`isDeliveryOpen`); takeaway and dine-in by the opening
 * hours or, when enabled, the delivery hours (`isBranchOpen`: the branch counts as open
 * in either). An appointment is valid exactly when `isOpenForOrderType` holds at its time.
 */
export function appointmentSchedules(branch: HoursBranch, orderType: OrderType): OpeningHourRule[][] {
  if (orderType === 'delivery') return [hoursForOrderType(branch, 'delivery')];
  return schedules(branch);
}

/**
 * Branch open state (storefront.md §4): open if within opening hours, or if delivery
 * hours are enabled and within those.
 */
export function isBranchOpen(branch: HoursBranch, now: Date, zone = DEFAULT_TIME_ZONE): boolean {
  return isOpenAt(branch.openingHours, now, zone) || (branch.isDeliveryHoursEnabled && isOpenAt(branch.deliveryHours, now, zone));
}

/** Delivery is open by delivery hours when enabled, otherwise by opening hours (storefront.md §4). */
export function isDeliveryOpen(branch: HoursBranch, now: Date, zone = DEFAULT_TIME_ZONE): boolean {
  return isOpenAt(hoursForOrderType(branch, 'delivery'), now, zone);
}

/** Whether the branch accepts the order type now: delivery by delivery state, else open state. */
export function isOpenForOrderType(branch: HoursBranch, orderType: OrderType, now: Date, zone = DEFAULT_TIME_ZONE): boolean {
  return orderType === 'delivery' ? isDeliveryOpen(branch, now, zone) : isBranchOpen(branch, now, zone);
}

function schedules(branch: HoursBranch): OpeningHourRule[][] {
  return branch.isDeliveryHoursEnabled ? [branch.openingHours, branch.deliveryHours] : [branch.openingHours];
}

function earliest(dates: Array<Date | null>): Date | null {
  return dates.reduce<Date | null>((acc, d) => (d && (!acc || d < acc) ? d : acc), null);
}

export interface BranchOpenState {
  isOpen: boolean;
  isDeliveryOpen: boolean;
  /** Open and less than 60 minutes until `openUntil`. */
  isClosingSoon: boolean;
  /** End of the current opening (the later one when both hours are open). */
  openUntil: Date | null;
  /** Next time the branch is open (now when open), searched over 72 hours. */
  nextOpening: Date | null;
  /** Next time delivery is open (now when open). */
  nextDelivery: Date | null;
}

/** Everything the toolbar, the shop and the checkout show about a branch's hours now. */
export function branchOpenState(branch: HoursBranch, now: Date, zone = DEFAULT_TIME_ZONE): BranchOpenState {
  const ends = schedules(branch)
    .map((rules) => openUntil(rules, now, zone))
    .filter((d): d is Date => d !== null);
  const until = ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null;
  return {
    isOpen: until !== null,
    isDeliveryOpen: isDeliveryOpen(branch, now, zone),
    isClosingSoon: until !== null && until.getTime() - now.getTime() < CLOSING_SOON_MINUTES * 60_000,
    openUntil: until,
    nextOpening: earliest(schedules(branch).map((rules) => nextOpening(rules, now, zone))),
    nextDelivery: nextOpening(hoursForOrderType(branch, 'delivery'), now, zone),
  };
}

/** Time of day as shown in texts ('08:00'). */
export function formatClock(date: Date, zone = DEFAULT_TIME_ZONE): string {
  return clockOf(date, zone);
}

/**
 * The closed messages of storefront.md §8 (empty while open): 'Derzeit haben wir leider
 * geschlossen.' then the branch's closedMessage when one is set, otherwise
 * 'Wir öffnen wieder um {time} Uhr.' (today) or '… am {day} um {time} Uhr.'.
 */
export function closedMessages(branch: HoursBranch & Pick<Branch, 'closedMessage'>, now: Date, zone = DEFAULT_TIME_ZONE): string[] {
  const state = branchOpenState(branch, now, zone);
  if (state.isOpen) return [];
  const lines: string[] = [branchStateTexts.closedNow];
  if (branch.closedMessage?.trim()) lines.push(branch.closedMessage.trim());
  else if (state.nextOpening) {
    const time = formatClock(state.nextOpening, zone);
    lines.push(
      isSameZonedDay(state.nextOpening, now, zone)
        ? fill(branchStateTexts.reopenToday, { time })
        : fill(branchStateTexts.reopenOnDay, { day: dayLabels[weekdayOfDate(zonedDate(state.nextOpening, zone))], time }),
    );
  }
  return lines;
}

/**
 * The no-delivery messages of storefront.md §8 (empty while delivery is open): the
 * message (checkout wording with `checkout`), 'Wir liefern wieder ab {time} Uhr' or
 * '… am {day} ab {time} Uhr', and a hint about takeaway or dine-in when offered.
 */
export function noDeliveryMessages(
  branch: HoursBranch & Pick<Branch, 'isTakeawayEnabled' | 'isDineInEnabled'>,
  now: Date,
  options: { checkout?: boolean } = {},
  zone = DEFAULT_TIME_ZONE,
): string[] {
  const rules = hoursForOrderType(branch, 'delivery');
  if (isOpenAt(rules, now, zone)) return [];
  const lines: string[] = [options.checkout ? branchStateTexts.noDeliveryCheckout : branchStateTexts.noDelivery];
  const next = nextOpening(rules, now, zone);
  if (next) {
    const time = formatClock(next, zone);
    lines.push(
      isSameZonedDay(next, now, zone)
        ? fill(branchStateTexts.deliveryAgainToday, { time })
        : fill(branchStateTexts.deliveryAgainOnDay, { day: dayLabels[weekdayOfDate(zonedDate(next, zone))], time }),
    );
  }
  if (branch.isTakeawayEnabled && branch.isDineInEnabled) lines.push(branchStateTexts.hintTakeawayAndDineIn);
  else if (branch.isTakeawayEnabled) lines.push(branchStateTexts.hintTakeaway);
  else if (branch.isDineInEnabled) lines.push(branchStateTexts.hintDineIn);
  return lines;
}

/** Pre-order messages (storefront.md §8) when the branch takes pre-orders; none otherwise. */
export function preorderMessages(branch: Pick<Branch, 'isPreorderEnabled'>, options: { checkout?: boolean } = {}): string[] {
  if (!branch.isPreorderEnabled) return [];
  return options.checkout ? [branchStateTexts.preorderCheckout] : [branchStateTexts.preorder, branchStateTexts.preorderNote];
}

/**
 * Toolbar text without a selected branch (storefront.md §2.13): '{n} Standort geöffnet',
 * '{n} Standorte geöffnet' or 'Alle Standorte geschlossen', over public, enabled branches.
 */
export function branchesToolbarText(
  branches: Array<HoursBranch & Pick<Branch, 'isPublic' | 'isEnabled'>>,
  now: Date,
  zone = DEFAULT_TIME_ZONE,
): string {
  const open = selectableBranches(branches).filter((b) => isBranchOpen(b, now, zone)).length;
  return open === 0 ? branchStateTexts.allClosed : plural(open, branchStateTexts.branchesOpen);
}

/**
 * Toolbar text of the selected branch (storefront.md §2.13): 'Geöffnet bis {time}'
 * (warning style when closing soon) or 'Geschlossen'.
 */
export function branchToolbarState(branch: HoursBranch, now: Date, zone = DEFAULT_TIME_ZONE): { text: string; isWarning: boolean } {
  const state = branchOpenState(branch, now, zone);
  if (!state.openUntil) return { text: branchStateTexts.closed, isWarning: false };
  return { text: fill(branchStateTexts.openUntil, { time: formatClock(state.openUntil, zone) }), isWarning: state.isClosingSoon };
}

/** The current or next shift of some rules within a week, with its day label key. */
export interface Shift {
  day: 'today' | 'tomorrow' | Weekday;
  start: Date;
  end: Date;
  from: string;
  to: string;
}

export function nextShift(rules: OpeningHourRule[] | null | undefined, now: Date, zone = DEFAULT_TIME_ZONE, days = 7): Shift | null {
  const today = startOfZonedDay(zonedDate(now, zone));
  for (let i = -1; i < days; i++) {
    const day = addZonedDays(today, i);
    const interval = intervalsForDay(rules, day, zone).find((iv) => iv.end.getTime() > now.getTime());
    if (!interval) continue;
    const key = i <= 0 ? 'today' : i === 1 ? 'tomorrow' : weekdayOfDate(day);
    return {
      day: key,
      start: interval.start,
      end: interval.end,
      from: formatClock(interval.start, zone),
      to: formatClock(interval.end, zone),
    };
  }
  return null;
}

/**
 * Status line of a branch card (storefront.md §4): the next shift ('Heute 08:00 - 18:00
 * Uhr', 'Morgen …', 'Dienstag …'), or the closed message, or 'Geschlossen'.
 */
export function nextShiftText(branch: Pick<Branch, 'openingHours' | 'closedMessage'>, now: Date, zone = DEFAULT_TIME_ZONE): string {
  const shift = nextShift(branch.openingHours, now, zone);
  if (!shift) return branch.closedMessage?.trim() || branchStateTexts.closed;
  return fill(openingHoursTexts.shift, {
    day: dayLabels[shift.day],
    hours: fill(openingHoursTexts.hours, { from: shift.from, to: shift.to }),
  });
}
