// libs/domain: every business rule of the spec as pure functions (no I/O, no framework).
// See README.md for the list of functions and the spec section each implements.
export * from './types';
export { roundMoney, roundTo, sumMoney } from './money';
export * from './time';
export * from './luxon-time';
export * from './zoned-date';
export * from './units';
export * from './unit-base-price';
export * from './quantity';
export * from './taxes';
export * from './pricing';
export * from './delivery';
export * from './cart';
export * from './menu';
export * from './configurator';
// The back office's configurator builder and menu membership (document 2 §3).
export * from './configurator-builder';
export * from './menu-membership';
export * from './opening-hours';
export * from './opening-hours-display';
export * from './branch-state';
export * from './branch-visibility';
export * from './availability';
export * from './date-picker';
export * from './phone';
export * from './payment';
export * from './checkout';
export * from './order-validation';
export * from './order-status';
export * from './staff-actions';
export * from './slug';
export * from './navigation';
export * from './search';
export * from './text';
export * from './teasers';
export * from './count-up';
export * from './website-slider';
export * from './head';
export * from './app-manifest';
export * from './images';
export * from './donation';
export * from './slot-capacity';
export * from './weighed-amount';
export * from './user-name';

export * from './notification-recipient';

// German zod messages (document 1 §5), the same in services and browser forms.
export { fieldPath, germanIssueMessage, installGermanZodMessages } from './german-zod';
