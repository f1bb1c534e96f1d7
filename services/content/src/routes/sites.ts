import { siteListQuerySchema, SITE_SORT_FIELDS, siteInputSchema, contentEvents } from '@asp/contracts';
import { searchWords, DOCUMENT_BODY_LIMIT, jsonFlagIs, registerResource, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { TABLES } from '../tables';

/**
 * Sites, the website's pages (document 1 §3, §7): unique by path. Visitors get the public
 * ones, staff all (drafts too: a new site is a draft unless created public); writes are
 * for administrators.
 */
export function registerSiteRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/sites',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.sites,
    listQuery: siteListQuerySchema,
    sortFields: SITE_SORT_FIELDS,
    filters: {
      q: (q) => searchWords(q, ['path', 'name', 'title']),
      // The builder's 'Entwurf' / 'Öffentlich' filter; visitors' lists stay public only (publicWhere).
      isPublic: (isPublic) => jsonFlagIs('isPublic', isPublic),
    },
    resource: 'sites',
    events: contentEvents.site,
    schema: siteInputSchema,
    identifierField: 'path',
    uniqueFields: ['path'],
    publicWhere: jsonFlagIs('isPublic', true),
    markupDocument: true,
  });
}
