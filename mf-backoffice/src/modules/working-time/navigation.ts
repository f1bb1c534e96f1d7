import { backofficeScheduleTexts, backofficeTimeTexts as t } from '@asp/i18n';

/** The working-time modules in the navigation (layout/modules.ts), group 'Personal'. */
export const workingTimeNavigation = [
  { path: '/backend/working-activities', label: t.activitiesTitle, testId: 'nav-working-activities', group: 'Personal' },
  { path: '/backend/time-sheets', label: t.timeSheetsTitle, testId: 'nav-time-sheets', group: 'Personal' },
  { path: '/backend/absence-requests', label: t.absencesTitle, testId: 'nav-absence-requests', group: 'Personal' },
  { path: '/backend/month-closing', label: t.monthClosingTitle, testId: 'nav-month-closing', group: 'Personal' },
  { path: '/backend/projects', label: t.projectsTitle, testId: 'nav-projects', group: 'Personal' },
  { path: '/backend/tasks', label: t.tasksTitle, testId: 'nav-tasks', group: 'Personal' },
  { path: '/backend/terminal-tokens', label: t.terminalTokensTitle, testId: 'nav-terminal-tokens', group: 'Personal' },
  { path: '/backend/working-schedules', label: backofficeScheduleTexts.schedulesTitle, testId: 'nav-working-schedules', group: 'Personal' },
  { path: '/backend/terminal-pins', label: backofficeScheduleTexts.pinsTitle, testId: 'nav-terminal-pins', group: 'Personal' },
];
