// zod schemas and inferred types shared by every service and remote (DESIGN.md §3).
// One file per entity under its domain folder; one event catalogue file per domain under events/.
export * from './http';
export * from './events/define';
export * from './identity/user';
export * from './identity/current-user';
export * from './identity/customer';
export * from './identity/external-user';
export * from './events/identity';
export * from './catalog/common';
export * from './catalog/opening-hours';
export * from './catalog/division';
export * from './catalog/branch';
export * from './catalog/department';
export * from './catalog/menu';
export * from './catalog/category';
export * from './catalog/tag';
export * from './catalog/product';
export * from './catalog/table';
export * from './catalog/donatee';
export * from './catalog/config';
export * from './catalog/init';
export * from './events/catalog';
export * from './content/upload';
export * from './events/content';
export * from './analytics/analytics-log';
export * from './events/analytics';
