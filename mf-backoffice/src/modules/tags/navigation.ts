import { backofficeTagTexts } from '@asp/i18n';

/** The navigation entry of the Tags module (layout/modules.ts). */
export const tagNavigation = { path: '/backend/tags', label: backofficeTagTexts.navigation, testId: 'nav-tags', group: 'Katalog' } as const;
