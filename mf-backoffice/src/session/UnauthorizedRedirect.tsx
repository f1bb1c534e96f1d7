import { setUnauthorizedHandler, useLatest } from '@asp/web-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@asp/web-kit/router';
import { LOGIN_PATH, type LoginRedirectState } from './paths';

/**
 * Any 401 answer sends the browser to /backend/login (document 1 §2), remembering the
 * page so the login can return there. Registered while the back office is mounted.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useLatest(location);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = current.current;
      // The login call itself answers 401 for wrong credentials: the form shows that message.
      // The order screens have no login: a 401 there means a wrong key, which the screen shows.
      if (pathname === LOGIN_PATH || pathname.startsWith('/screens/')) return;
      const state: LoginRedirectState = { from: pathname + search };
      navigate(LOGIN_PATH, { replace: true, state });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, current]);

  return null;
}
