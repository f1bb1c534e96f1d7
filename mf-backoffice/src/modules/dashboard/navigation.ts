import { backofficeStatisticsTexts as t } from '@asp/i18n';

/** The navigation entry of the statistics dashboard (layout/modules.ts). */
export const dashboardNavigation = {
  path: '/backend/dashboard',
  label: t.navigation,
  testId: 'nav-dashboard',
  group: 'Bestellungen',
};
