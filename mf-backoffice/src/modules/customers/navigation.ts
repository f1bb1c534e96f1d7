import { customersTexts } from '@asp/i18n';

/** The navigation entry of the Kunden module (layout/modules.ts). */
export const customerNavigation = { path: '/backend/customers', label: customersTexts.title, testId: 'nav-customers', group: 'Personal' };
