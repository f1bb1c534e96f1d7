// Test fixtures of libs/domain (used by the *.test.ts files only; not exported by the lib).
import { DateTime } from 'luxon';
import type { Branch, OpeningHourRule, Product } from '../types';

/** An instant given as Berlin wall-clock time ('2025-06-02T10:00'). */
export function berlin(local: string): Date {
  return DateTime.fromISO(local, { zone: 'Europe/Berlin' }).toJSDate();
}

/** An opening-hour rule. */
export function rule(type: OpeningHourRule['type'], from: string, to: string, extra: Partial<OpeningHourRule> = {}): OpeningHourRule {
  return { type, from, to, isClosed: false, ...extra };
}

/** Monday to Friday 08:00-18:00, Saturday 08:00-12:00, Sunday closed. */
export const WEEK_HOURS: OpeningHourRule[] = [
  rule('daily', '08:00', '18:00'),
  rule('saturday', '08:00', '12:00'),
  rule('sunday', '00:00', '00:00', { isClosed: true }),
];

export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 1,
    identifier: 'konstanz',
    name: 'Konstanz',
    street: 'Marktstätte 1',
    zipCode: '78462',
    city: 'Konstanz',
    openingHours: WEEK_HOURS,
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    isPublic: true,
    isEnabled: true,
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isPreorderEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    isTableSelectionEnabled: false,
    closedMessage: null,
    isDeliveryEmailRequired: false,
    isDeliveryPhoneRequired: false,
    isDeliveryAddressRequired: false,
    isDineInEmailRequired: false,
    isDineInPhoneRequired: false,
    isDineInAddressRequired: false,
    isTakeawayEmailRequired: false,
    isTakeawayPhoneRequired: false,
    isTakeawayAddressRequired: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
    deliveryAreas: [],
    useResellingPrice: false,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Fleischkäse',
    description: 'Hausgemacht',
    type: 'plain',
    price: 10,
    unit: 'piece',
    isEnabled: true,
    isPublic: true,
    tax: 7,
    dineInTax: 19,
    takeawayTax: 7,
    ...overrides,
  };
}
