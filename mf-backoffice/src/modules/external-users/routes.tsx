import { Route } from '@asp/web-kit/router';
import { ExternalUserCreatePage, ExternalUserEditPage } from './ExternalUserFormPage';
import { ExternalUserListPage } from './ExternalUserListPage';

/** The routes of the Externe-Benutzer module, inside the back-office layout route. */
export const externalUserRoutes = [
  <Route key="external-users-list" path="/backend/external-users" element={<ExternalUserListPage />} />,
  <Route key="external-users-new" path="/backend/external-users/new" element={<ExternalUserCreatePage />} />,
  <Route key="external-users-edit" path="/backend/external-users/:id" element={<ExternalUserEditPage />} />,
];
