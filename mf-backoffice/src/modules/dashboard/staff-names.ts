import { ROLE_ADMIN } from '@asp/contracts';
import { useCallback } from 'react';
import { useOptionalSignedInUser } from '../../session/RequireUser';
import { useUserPageQuery } from '../users/users-api';

/**
 * Names for the staff ids of the working-time figures. Only ROLE_ADMIN may read the user
 * list (identity refuses others), so other staff see '#<id>' instead of a failure notice.
 */
export function useStaffNames(): (id: number) => string {
  const current = useOptionalSignedInUser();
  const isAdmin = current?.roles.includes(ROLE_ADMIN) ?? false;
  const users = useUserPageQuery('limit=500', { skip: !isAdmin });
  return useCallback(
    (id: number) => {
      const user = users.data?.rows.find((candidate) => candidate.id === id);
      return user ? `${user.firstName} ${user.lastName}`.trim() || user.username : `#${id}`;
    },
    [users.data],
  );
}
