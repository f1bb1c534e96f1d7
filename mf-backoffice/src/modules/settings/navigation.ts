import { userSettingsTexts } from '@asp/i18n';

/** The user settings' link in the user area of the layout's header (beside the user's name). */
export const settingsNavigation = { path: '/backend/settings', label: userSettingsTexts.menu, testId: 'nav-settings' };
