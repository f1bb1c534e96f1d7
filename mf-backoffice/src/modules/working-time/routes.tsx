import { Route } from '@asp/web-kit/router';
import { AbsenceRequestsPage, ABSENCES_PATH } from './AbsenceRequestsPage';
import { ActivityEditPage } from './ActivityFormPage';
import { ActivityListPage, ACTIVITIES_PATH } from './ActivityListPage';
import { ProjectCreatePage, ProjectEditPage, ProjectListPage, PROJECTS_PATH } from './ProjectPages';
import { TaskCreatePage, TaskEditPage, TaskListPage, TASKS_PATH } from './TaskPages';
import { MonthClosingPage, MONTH_CLOSING_PATH } from './MonthClosingPage';
import { TerminalTokensPage, TERMINAL_TOKENS_PATH } from './TerminalTokensPage';
import { TimeSheetPage, TIME_SHEETS_PATH } from './TimeSheetPage';
import { SchedulesWeekPage, SCHEDULES_PATH } from './SchedulesWeekPage';
import { TerminalPinsPage, TERMINAL_PINS_PATH } from './TerminalPinsPage';

/** The working-time modules (issue 15), placed inside the back-office layout route. */
export const workingTimeRoutes = [
  <Route key="working-activities" path={ACTIVITIES_PATH} element={<ActivityListPage />} />,
  <Route key="working-activities-edit" path={`${ACTIVITIES_PATH}/:id`} element={<ActivityEditPage />} />,
  <Route key="time-sheets" path={TIME_SHEETS_PATH} element={<TimeSheetPage />} />,
  <Route key="absence-requests" path={ABSENCES_PATH} element={<AbsenceRequestsPage />} />,
  <Route key="month-closing" path={MONTH_CLOSING_PATH} element={<MonthClosingPage />} />,
  <Route key="projects" path={PROJECTS_PATH} element={<ProjectListPage />} />,
  <Route key="projects-new" path={`${PROJECTS_PATH}/new`} element={<ProjectCreatePage />} />,
  <Route key="projects-edit" path={`${PROJECTS_PATH}/:id`} element={<ProjectEditPage />} />,
  <Route key="tasks" path={TASKS_PATH} element={<TaskListPage />} />,
  <Route key="tasks-new" path={`${TASKS_PATH}/new`} element={<TaskCreatePage />} />,
  <Route key="tasks-edit" path={`${TASKS_PATH}/:id`} element={<TaskEditPage />} />,
  <Route key="terminal-tokens" path={TERMINAL_TOKENS_PATH} element={<TerminalTokensPage />} />,
  <Route key="working-schedules" path={SCHEDULES_PATH} element={<SchedulesWeekPage />} />,
  <Route key="terminal-pins" path={TERMINAL_PINS_PATH} element={<TerminalPinsPage />} />,
];
