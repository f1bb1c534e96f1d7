import { nodeListQuerySchema, NODE_SORT_FIELDS, nodeInputSchema, contentEvents } from '@asp/contracts';
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
 * Content nodes (document 1 §3, §7; website.md §3): popups, forms, animals, news, jobs …,
 * unique by identifier. Visitors get the public ones only (storefront.md §4 "only public
 * navigations, popups and nodes are shown"), staff all; writes are for administrators.
 */
export function registerNodeRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/nodes',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.nodes,
    listQuery: nodeListQuerySchema,
    sortFields: NODE_SORT_FIELDS,
    filters: {
      q: (q) => searchWords(q, ['identifier']),
      type: (type) => jsonContains({ type }),
    },
    resource: 'nodes',
    events: contentEvents.node,
    schema: nodeInputSchema,
    identifierField: 'identifier',
    uniqueFields: ['identifier'],
    publicWhere: jsonFlagIs('isPublic', true),
    markupDocument: true,
  });
}
