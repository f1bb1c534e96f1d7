import { Route } from '@asp/web-kit/router';
import { UserSettingsPage } from './UserSettingsPage';

/** The route of the user settings, inside the back-office layout route. */
export const settingsRoutes = [<Route key="settings" path="/backend/settings" element={<UserSettingsPage />} />];
