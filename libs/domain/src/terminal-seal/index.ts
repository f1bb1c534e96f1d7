// Sealed terminal PINs (issue 15): a subpath of @asp/domain (`@asp/domain/terminal-seal`)
// so only the punch terminal and the time-tracking service carry the cipher code.
export * from './sealed-pin';
