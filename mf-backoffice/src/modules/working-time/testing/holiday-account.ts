import type { HolidayAccountView } from '@asp/contracts';

/**
 * A holiday account as the time-sheet and terminal calls answer it, for screen tests: 30 days
 * in 2026, nothing carried or lapsed, nothing taken unless the test says so.
 */
export function holidayAccountFixture(overrides: Partial<HolidayAccountView> = {}): HolidayAccountView {
  const account = {
    year: 2026,
    entitlementDays: 30,
    carriedDays: 0,
    expiredDays: 0,
    carriedUntil: null,
    takenDays: 0,
    halfDays: 0,
    ...overrides,
  };
  return { remainingDays: account.entitlementDays + account.carriedDays - account.expiredDays - account.takenDays, ...account };
}
