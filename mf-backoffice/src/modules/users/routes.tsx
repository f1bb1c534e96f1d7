import { Route } from '@asp/web-kit/router';
import { RequireAdmin } from './RequireAdmin';
import { UserCreatePage, UserEditPage } from './UserFormPage';
import { UserListPage } from './UserListPage';

/** The routes of the Benutzer module (ROLE_ADMIN only), inside the back-office layout route. */
export const userRoutes = [
  <Route
    key="users-list"
    path="/backend/users"
    element={
      <RequireAdmin>
        <UserListPage />
      </RequireAdmin>
    }
  />,
  <Route
    key="users-new"
    path="/backend/users/new"
    element={
      <RequireAdmin>
        <UserCreatePage />
      </RequireAdmin>
    }
  />,
  <Route
    key="users-edit"
    path="/backend/users/:id"
    element={
      <RequireAdmin>
        <UserEditPage />
      </RequireAdmin>
    }
  />,
];
