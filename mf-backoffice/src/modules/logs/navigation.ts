import { ROLE_ADMIN } from '@asp/contracts';
import { logsTexts } from '@asp/i18n';

/** The navigation entry of the Logs module (layout/modules.ts); for ROLE_ADMIN only. */
export const logNavigation = { path: '/backend/logs', label: logsTexts.title, testId: 'nav-logs', group: 'System', roles: [ROLE_ADMIN] };
