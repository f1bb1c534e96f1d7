import { customerFieldsSchema, customerListQuerySchema, customerSortFields, identityEvents } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import {
  ROLE_EMPLOYEE,
  badRequest,
  jsonContains,
  jsonTextEqualsIgnoringCase,
  registerResource,
  searchWords,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';

/** Standard calls plus a filtered list on /api/customers (document 1 §7), for employees and admins. */
export function registerCustomerRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/customers',
    table: 'customers',
    resource: 'customers',
    events: identityEvents.customer,
    schema: customerFieldsSchema,
    readRoles: [ROLE_EMPLOYEE],
    writeRoles: [ROLE_EMPLOYEE],
    listQuery: customerListQuerySchema,
    sortFields: customerSortFields,
    filters: {
      city: (city) => jsonTextEqualsIgnoringCase('city', city),
      country: (country) => jsonContains({ country: country.toUpperCase() }),
      q: (q) => searchWords(q, ['firstName', 'lastName', 'companyName', 'email', 'phone', 'city']),
    },
    // A customer is a person or a company: one of the two names must be there.
    beforeWrite: async (data) => {
      if (!data.lastName && !data.companyName) throw badRequest(validationTexts.blank, 'lastName');
    },
  });
}
