import { externalUserFieldsSchema, externalUserListQuerySchema, externalUserSortFields, identityEvents } from '@asp/contracts';
import { ROLE_EMPLOYEE, jsonFlagIs, registerResource, searchWords, type ServiceApp, type ServiceContext } from '@asp/server-kit';

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
    sortFields: externalUserSortFields,
    filters: {
      isEnabled: (isEnabled) => jsonFlagIs('isEnabled', isEnabled),
      q: (q) => searchWords(q, ['name', 'company', 'email', 'phone']),
    },
  });
}
