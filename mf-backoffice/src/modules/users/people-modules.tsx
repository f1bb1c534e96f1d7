import { customerNavigation } from '../customers/navigation';
import { customerRoutes } from '../customers/routes';
import { externalUserNavigation } from '../external-users/navigation';
import { externalUserRoutes } from '../external-users/routes';
import { logNavigation } from '../logs/navigation';
import { logRoutes } from '../logs/routes';
import { settingsRoutes } from '../settings/routes';
import { userNavigation } from './navigation';
import { userRoutes } from './routes';

/**
 * The people and records modules of issue 13 (Benutzer, Kunden, Externe Benutzer, Logs,
 * Einstellungen) as one line each in layout/modules.ts and remote-app.tsx. Entries with
 * `roles` are for those roles only (the pages check it too, with RequireAdmin). The settings
 * are reached from the user area of the layout's header (settings/navigation.ts).
 */
export const peopleNavigation = [userNavigation, customerNavigation, externalUserNavigation, logNavigation];
export const peopleRoutes = [...userRoutes, ...customerRoutes, ...externalUserRoutes, ...logRoutes, ...settingsRoutes];
