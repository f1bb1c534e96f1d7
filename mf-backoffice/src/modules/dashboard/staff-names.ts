import { useCallback, useMemo } from 'react';
import { useOptionalSignedInUser } from '../../session/RequireUser';
import { isAdmin } from '../../session/roles';
import { useUserPageQuery } from '../users/users-api';

export interface StaffAccess {
  /** A staff member's name, '#<id>' when the user list is not readable. */
  name(id: number): string;
  /** Whether the signed-in user may open this staff member's profile (admins: everyone; others: themselves). */
  mayOpen(id: number): boolean;
}

/**
 * Names for the staff ids of the working-time figures. Only ROLE_ADMIN may read the user
 * list (identity refuses others), so other staff see '#<id>' instead of a failure notice;
 * the statistics service shows a profile to an admin or to its owner only.
 */
export function useStaffAccess(): StaffAccess {
  const current = useOptionalSignedInUser();
  const admin = isAdmin(current);
  const users = useUserPageQuery('limit=500', { skip: !admin });
  const ownId = current?.user.id ?? null;
  const name = useCallback(
    (id: number) => {
      const user = users.data?.rows.find((candidate) => candidate.id === id);
      return user ? `${user.firstName} ${user.lastName}`.trim() || user.username : `#${id}`;
    },
    [users.data],
  );
  // Outside the signed-in layout (component tests) there is nobody to restrict.
  const mayOpen = useCallback((id: number) => !current || admin || id === ownId, [current, admin, ownId]);
  return useMemo(() => ({ name, mayOpen }), [name, mayOpen]);
}
