import { configTexts } from '@asp/i18n';

/** The configuration's entry in the back-office navigation (document 1 §2 "configuration"). */
export const configNavigation = { path: '/backend/config', label: configTexts.navigation, testId: 'nav-config', group: 'System' } as const;
