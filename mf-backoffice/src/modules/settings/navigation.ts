import { userSettingsTexts } from '@asp/i18n';

/** The navigation entry of the user settings (layout/modules.ts). */
export const settingsNavigation = { path: '/backend/settings', label: userSettingsTexts.menu, testId: 'nav-settings', group: 'System' };
