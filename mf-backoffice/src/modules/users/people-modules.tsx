import { customerNavigation } from '../customers/navigation';
import { customerRoutes } from '../customers/routes';
import { externalUserNavigation } from '../external-users/navigation';
import { externalUserRoutes } from '../external-users/routes';
import { logNavigation } from '../logs/navigation';
import { logRoutes } from '../logs/routes';
import { settingsNavigation } from '../settings/navigation';
import { settingsRoutes } from '../settings/routes';
import { userNavigation } from './navigation';
import { userRoutes } from './routes';

/**
 * The people and records modules of issue 13 (Benutzer, Kunden, Externe Benutzer, Logs,
 * Einstellungen) as one line each in layout/modules.ts and remote-app.tsx. Entries with
 * `roles` are for those roles only (the pages check it too, with RequireAdmin).
 */
export const peopleNavigation = [userNavigation, customerNavigation, externalUserNavigation, logNavigation, settingsNavigation];
export const peopleRoutes = [...userRoutes, ...customerRoutes, ...externalUserRoutes, ...logRoutes, ...settingsRoutes];
