import type { CurrentUser } from '@asp/contracts';
import { operationTexts } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from '@asp/web-kit/router';
import { LOGIN_PATH, type LoginRedirectState } from './paths';
import { useCurrentUserQuery } from './session-api';

type SignedIn = CurrentUser & { user: NonNullable<CurrentUser['user']> };

const CurrentUserContext = createContext<SignedIn | null>(null);

/** The signed-in staff user (inside RequireUser). */
export function useSignedInUser(): SignedIn {
  const current = useContext(CurrentUserContext);
  if (!current) throw new Error('useSignedInUser outside of RequireUser');
  return current;
}

/** The signed-in staff user, or null outside RequireUser (screens rendered on their own, as in tests). */
export function useOptionalSignedInUser(): SignedIn | null {
  return useContext(CurrentUserContext);
}

/** Provides a signed-in user to what it wraps (RequireUser does; screen tests name their user with it). */
export function SignedInUserProvider({ user, children }: { user: SignedIn; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/**
 * Guards /backend: asks the identity service who is signed in each time the back
 * office is entered (the start-up data may be older than a logout in another tab)
 * and sends anonymous visitors to the login page.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const location = useLocation();
  const me = useCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });

  if (me.isError) {
    return <ErrorNotice message={operationTexts.currentUserFailed} onRetry={() => void me.refetch()} />;
  }
  if (!me.data || (me.isFetching && !me.data.user)) return <Loader />;
  if (!me.data.user) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return <SignedInUserProvider user={me.data as SignedIn}>{children}</SignedInUserProvider>;
}
