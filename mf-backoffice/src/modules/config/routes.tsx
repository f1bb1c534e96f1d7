import { Route } from '@asp/web-kit/router';
import { ConfigPage } from './ConfigPage';

/**
 * The configuration's route inside the back-office layout. It takes the remote's
 * `reloadStartup`, so a saved configuration reaches the shell's theme at once.
 */
export const configRoutes = (reloadStartup?: () => Promise<void>) => [
  <Route key="config" path="/backend/config" element={<ConfigPage reloadStartup={reloadStartup} />} />,
];
