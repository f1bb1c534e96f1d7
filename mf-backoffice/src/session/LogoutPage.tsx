import { backofficeTexts, validationTexts } from '@asp/i18n';
import { ErrorNotice, errorMessage, Loader } from '@asp/web-kit';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@asp/web-kit/router';
import { resetServerData, useAppDispatch } from '../store';
import { LOGIN_PATH } from './paths';
import { useLogoutMutation } from './session-api';

export interface LogoutPageProps {
  reloadStartup(): Promise<void>;
}

/**
 * /backend/logout: ends the session on the server (POST /api/logout), forgets every
 * held record and goes to /backend/login. Without a session (401) there is nothing to
 * end; any other failure is shown with a retry, since the session would still be valid.
 */
export function LogoutPage({ reloadStartup }: LogoutPageProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logout, { error }] = useLogoutMutation();
  const started = useRef(false);

  const run = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (failure) {
      if ((failure as { status?: number }).status !== 401) return;
    }
    resetServerData(dispatch);
    await reloadStartup().catch(() => undefined);
    navigate(LOGIN_PATH, { replace: true });
  }, [dispatch, logout, navigate, reloadStartup]);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (error && (error as { status?: number }).status !== 401) {
    return <ErrorNotice message={errorMessage(error, validationTexts.serverError)} onRetry={() => void run()} />;
  }
  return <Loader label={backofficeTexts.loggingOut} />;
}
