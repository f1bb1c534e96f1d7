// Test helpers shared by the service tests and the e2e journeys (`@asp/domain/testing`):
// never imported by application code. The domain's own fixtures stay relative imports.
export * from './pdf-text';
