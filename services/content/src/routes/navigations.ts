import { navigationInputSchema, contentEvents } from '@asp/contracts';
import { DOCUMENT_BODY_LIMIT, jsonFlagIs, registerResource, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { TABLES } from '../tables';

/**
 * Navigations (document 1 §3, §7): mainMenu, mobileMenu, footer, contact, social … —
 * unique by identifier. Visitors get the public ones (storefront.md §4), staff all;
 * writes are for administrators, as every catalogue resource.
 */
export function registerNavigationRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/navigations',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.navigations,
    resource: 'navigations',
    events: contentEvents.navigation,
    schema: navigationInputSchema,
    identifierField: 'identifier',
    uniqueFields: ['identifier'],
    publicWhere: jsonFlagIs('isPublic', true),
  });
}
