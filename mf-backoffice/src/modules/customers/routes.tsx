import { Route } from '@asp/web-kit/router';
import { CustomerCreatePage, CustomerEditPage } from './CustomerFormPage';
import { CustomerListPage } from './CustomerListPage';

/** The routes of the Kunden module, inside the back-office layout route. */
export const customerRoutes = [
  <Route key="customers-list" path="/backend/customers" element={<CustomerListPage />} />,
  <Route key="customers-new" path="/backend/customers/new" element={<CustomerCreatePage />} />,
  <Route key="customers-edit" path="/backend/customers/:id" element={<CustomerEditPage />} />,
];
