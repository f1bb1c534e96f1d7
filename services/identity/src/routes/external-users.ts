import {
  externalUserFieldsSchema, externalUserListQuerySchema, identityEvents, type ExternalUser, type ExternalUserListQuery,
} from '@asp/contracts';
import { ROLE_EMPLOYEE, registerResource, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { matchesSearch } from '../text-search';

/** Standard calls plus a filtered list on /api/external-users (document 1 §7), for employees and admins. */
export function registerExternalUserRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/external-users',
    table: 'external_users',
    resource: 'externalUsers',
    events: identityEvents.externalUser,
    schema: externalUserFieldsSchema,
    readRoles: [ROLE_EMPLOYEE],
    writeRoles: [ROLE_EMPLOYEE],
    listQuery: externalUserListQuerySchema,
    filter: (entity, rawQuery) => {
      const externalUser = entity as ExternalUser;
      const query = rawQuery as ExternalUserListQuery;
      if (query.isEnabled && String(externalUser.isEnabled) !== query.isEnabled) return false;
      return matchesSearch(query.q, [externalUser.name, externalUser.company, externalUser.email, externalUser.phone]);
    },
  });
}
