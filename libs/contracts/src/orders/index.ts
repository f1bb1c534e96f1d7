export * from './order-create';
export * from './order';
export * from './order-actions';
export * from './payments';
export * from './jobs';
export * from './slots';
export * from './order-history';
export * from './order-screens';
