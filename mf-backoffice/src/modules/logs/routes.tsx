import { Route } from '@asp/web-kit/router';
import { RequireAdmin } from '../users/RequireAdmin';
import { LogDetailPage } from './LogDetailPage';
import { LogListPage } from './LogListPage';

/** The routes of the Logs module (read-only, ROLE_ADMIN), inside the back-office layout route. */
export const logRoutes = [
  <Route
    key="logs-list"
    path="/backend/logs"
    element={
      <RequireAdmin>
        <LogListPage />
      </RequireAdmin>
    }
  />,
  <Route
    key="logs-detail"
    path="/backend/logs/:id"
    element={
      <RequireAdmin>
        <LogDetailPage />
      </RequireAdmin>
    }
  />,
];
