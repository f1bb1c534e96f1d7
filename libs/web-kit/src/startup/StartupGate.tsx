import { useCallback, useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { operationTexts } from '@asp/i18n';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loader } from '../ui/Loader';
import type { RemoteAppProps } from '../remote/remote-app-props';
import { loadStartup, selectStartup, STARTUP_KEY, type StartupState } from './startup-slice';

type StartupDispatch = ThunkDispatch<{ [STARTUP_KEY]: StartupState }, unknown, UnknownAction>;

/**
 * Runs the start-up loads once (in the store of the nearest react-redux Provider,
 * which must hold `startupReducer` under 'startup'), shows a loader until they are
 * done, 'Daten konnten nicht geladen werden.' with 'Erneut versuchen' when they
 * failed, and then its children with the data.
 */
export function StartupGate({ children }: { children: (props: RemoteAppProps) => ReactNode }) {
  const dispatch = useDispatch<StartupDispatch>();
  const { status, data } = useSelector(selectStartup);

  useEffect(() => {
    if (status === 'idle') void dispatch(loadStartup());
  }, [status, dispatch]);

  const reloadStartup = useCallback(async () => {
    await dispatch(loadStartup()).unwrap();
  }, [dispatch]);

  if (data) return <>{children({ startup: data, reloadStartup })}</>;
  return (
    <div className="asp-startup-status">
      {status === 'failed' ? (
        <ErrorNotice message={operationTexts.startupFailed} onRetry={() => void dispatch(loadStartup())} />
      ) : (
        <Loader />
      )}
    </div>
  );
}
