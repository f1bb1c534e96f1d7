import { customerFieldsSchema, customerListQuerySchema, identityEvents, type Customer, type CustomerListQuery } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import { ROLE_EMPLOYEE, badRequest, registerResource, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { matchesSearch } from '../text-search';

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
    filter: (entity, rawQuery) => {
      const customer = entity as Customer;
      const query = rawQuery as CustomerListQuery;
      if (query.city && customer.city.toLocaleLowerCase('de') !== query.city.toLocaleLowerCase('de')) return false;
      if (query.country && customer.country !== query.country.toUpperCase()) return false;
      return matchesSearch(query.q, [
        customer.firstName, customer.lastName, customer.companyName, customer.email, customer.phone, customer.city,
      ]);
    },
    // A customer is a person or a company: one of the two names must be there.
    beforeWrite: async (data) => {
      if (!data.lastName && !data.companyName) throw badRequest(validationTexts.blank, 'lastName');
    },
  });
}
