// Working time (issue 15): durations, statutory breaks, public holidays, planned time,
// the overtime account and holiday accounts. A subpath of @asp/domain
// (`@asp/domain/working-time`) so browser bundles do not carry date-holidays' data.
export * from './types';
export * from './durations';
export * from './breaks';
export * from './holidays';
export * from './planned';
export * from './balances';
export * from './holiday-account';
export * from './week';
export * from './day-sheet';
