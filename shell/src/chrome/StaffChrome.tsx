import { lazy, Suspense } from 'react';
import { seesAdminTools } from './admin-tools';
import { useChrome } from './chrome-context';

// Staff-only parts of the public chrome (issue 18 JavaScript budget): a visitor, who is not
// signed in, never loads them; a signed-in employee gets them a moment after the page.
const StaffToolbar = lazy(() => import('./StaffToolbar').then((module) => ({ default: module.StaffToolbar })));
const AdminTools = lazy(() => import('./AdminTools').then((module) => ({ default: module.AdminTools })));

/** The staff toolbar (StaffToolbar.tsx), loaded only for a signed-in user. */
export function LazyStaffToolbar() {
  const { startup } = useChrome();
  if (!startup.user.user) return null;
  return (
    <Suspense fallback={null}>
      <StaffToolbar />
    </Suspense>
  );
}

/** The administrator's frontend tools (AdminTools.tsx), loaded only for ROLE_ADMIN. */
export function LazyAdminTools() {
  const { startup } = useChrome();
  if (!startup.user.user || !seesAdminTools(startup.user.roles)) return null;
  return (
    <Suspense fallback={null}>
      <AdminTools />
    </Suspense>
  );
}
