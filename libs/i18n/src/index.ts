// Every German product text of the spec, keyed by area; plus de-DE formatters.
// Texts are quoted letter for letter from ../shared/spec; add new areas as files under texts/.
export * from './format';
export * from './texts/auth';
export * from './texts/validation';
export * from './texts/resources';
export * from './texts/identity';
export * from './texts/storefront';
export * from './texts/catalog';
export * from './texts/backoffice';
export * from './texts/units';
export * from './texts/opening-hours';
export * from './texts/cart';
export * from './texts/checkout';
export * from './texts/order-status';
export * from './texts/website-helpers';
export * from './texts/shell';
export * from './texts/chrome';
export * from './texts/checkout-screens';
export * from './texts/uploads';
export * from './texts/analytics';
export * from './texts/orders';
export * from './texts/shop';
export * from './texts/devices';
export * from './texts/weighed-amounts';
export * from './texts/order-screens';
export * from './texts/notifications';
export * from './texts/rich-text';
