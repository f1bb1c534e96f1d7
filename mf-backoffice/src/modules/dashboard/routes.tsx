import { Route } from '@asp/web-kit/router';
import { DashboardPage } from './DashboardPage';
import { UserProfilePage } from './UserProfilePage';

/** The routes of the statistics dashboard, placed inside the back-office layout route. */
export const dashboardRoutes = [
  <Route key="dashboard" path="/backend/dashboard" element={<DashboardPage />} />,
  <Route key="dashboard-user" path="/backend/dashboard/users/:id" element={<UserProfilePage />} />,
];
