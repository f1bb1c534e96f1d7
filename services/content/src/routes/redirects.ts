import { redirectListQuerySchema, REDIRECT_SORT_FIELDS, redirectInputSchema, contentEvents } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import { searchWords, registerResource, sql, unprocessable, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { TABLES } from '../tables';

/**
 * Redirects (document 1 §3, §7): unique by path. They have no isPublic flag: whoever
 * serves a page may look them up, so reading is open to everyone; writes are for
 * administrators. A redirect to its own path would loop and is refused.
 */
export function registerRedirectRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/redirects',
    table: TABLES.redirects,
    listQuery: redirectListQuerySchema,
    sortFields: REDIRECT_SORT_FIELDS,
    filters: {
      q: (q) => searchWords(q, ['path', 'target']),
    },
    resource: 'redirects',
    events: contentEvents.redirect,
    schema: redirectInputSchema,
    identifierField: 'path',
    uniqueFields: ['path'],
    publicWhere: sql<boolean>`true`,
    async beforeWrite(redirect) {
      const targetPath = redirect.target.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
      if (targetPath === redirect.path) {
        throw unprocessable([{ message: validationTexts.invalid, field: 'target' }]);
      }
    },
  });
}
