import { useEffect } from 'react';
import { useLocation, useNavigate } from '@asp/web-kit/router';

/**
 * The spec's links into the back office are hash links (document 1 §2: Statistiken
 * /backend#/dashboard, Seiten /backend#/sites …), the back office routes by path: an
 * address /backend#/<path> is replaced by /backend/<path> (the query after the hash kept).
 */
export function HashRouteRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = hashRouteTarget(location.pathname, location.hash);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}

/** '/backend' + '#/dashboard?range=7d' → '/backend/dashboard?range=7d'; anything else → null. */
export function hashRouteTarget(pathname: string, hash: string): string | null {
  if (!/^\/backend\/?$/.test(pathname)) return null;
  const match = /^#\/([a-z0-9-]+(?:\/[A-Za-z0-9-]+)*)(\?.*)?$/.exec(hash);
  return match ? `/backend/${match[1]}${match[2] ?? ''}` : null;
}
