import { lazy, Suspense } from 'react';
import { useChrome } from './chrome-context';

// The staff toolbar and the admin tools panel are for signed-in staff only: their code is
// its own chunk, loaded when a user is signed in, so a customer's first load does not carry
// it (issue 18 JavaScript budget).
const StaffToolbar = lazy(() => import(/* webpackChunkName: "staff-chrome" */ './StaffToolbar').then((m) => ({ default: m.StaffToolbar })));
const AdminTools = lazy(() => import(/* webpackChunkName: "staff-chrome" */ './AdminTools').then((m) => ({ default: m.AdminTools })));

/**
 * The staff toolbar above the page for a signed-in user (nothing for customers). While its
 * chunk loads, an empty bar of the toolbar's height holds its place, so the header does not
 * move down when it arrives.
 */
export function StaffToolbarSlot() {
  const { startup } = useChrome();
  if (!startup.user.user) return null;
  return (
    <Suspense fallback={<div className="asp-staff-toolbar" aria-hidden="true" data-testid="staff-toolbar-placeholder" />}>
      <StaffToolbar />
    </Suspense>
  );
}

/** The admin tools panel (fixed in a corner, so it needs no placeholder) for a signed-in user. */
export function AdminToolsSlot() {
  const { startup } = useChrome();
  if (!startup.user.user) return null;
  return (
    <Suspense fallback={null}>
      <AdminTools />
    </Suspense>
  );
}
