/** The back-office routes of document 1 §2. */
export const BACKEND_PATH = '/backend';
export const LOGIN_PATH = '/backend/login';
export const LOGOUT_PATH = '/backend/logout';

/** Router state carried to the login page: where to go back to after signing in. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Where to continue after a login: the back-office page the user came from, else
 * /backend. Only back-office paths count (no open redirect, no loop to login/logout).
 */
export function afterLoginPath(state: unknown): string {
  const from = (state as LoginRedirectState | null | undefined)?.from;
  if (typeof from !== 'string' || (from !== BACKEND_PATH && !from.startsWith(`${BACKEND_PATH}/`))) return BACKEND_PATH;
  if (from.startsWith(LOGIN_PATH) || from.startsWith(LOGOUT_PATH)) return BACKEND_PATH;
  return from;
}
