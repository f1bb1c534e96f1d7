import { blockListQuerySchema, BLOCK_SORT_FIELDS, blockInputSchema, contentEvents } from '@asp/contracts';
import {
  jsonContains,
  searchWords,
  DOCUMENT_BODY_LIMIT,
  jsonFlagIs,
  registerResource,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import { TABLES } from '../tables';

/**
 * Content blocks (document 1 §3, §7): unique by identifier. Visitors get the public ones,
 * staff all; writes are for administrators.
 */
export function registerBlockRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/blocks',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.blocks,
    listQuery: blockListQuerySchema,
    sortFields: BLOCK_SORT_FIELDS,
    filters: {
      q: (q) => searchWords(q, ['identifier', 'name']),
      type: (type) => jsonContains({ type }),
    },
    resource: 'blocks',
    events: contentEvents.block,
    schema: blockInputSchema,
    identifierField: 'identifier',
    uniqueFields: ['identifier'],
    publicWhere: jsonFlagIs('isPublic', true),
    markupDocument: true,
  });
}
