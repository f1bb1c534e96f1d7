/**
 * Where the statistics pages live: in a file of their own so other modules (the users list
 * links to the staff profile) can link here without loading the dashboard and its charts.
 */
export const DASHBOARD_PATH = '/backend/dashboard';
export const profilePath = (user: number, search = '') => `${DASHBOARD_PATH}/users/${user}${search ? `?${search}` : ''}`;
