// zod schemas and inferred types shared by every service and remote (DESIGN.md §3).
// One file per entity under its domain folder; one event catalogue file per domain under events/.
export * from './http';
export * from './events/define';
