import { ROLE_ADMIN } from '@asp/contracts';
import { usersTexts } from '@asp/i18n';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../../session/RequireUser';

/** Users and logs are for ROLE_ADMIN only (the services refuse others with 403 anyway). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { roles } = useSignedInUser();
  if (!roles.includes(ROLE_ADMIN)) {
    return (
      <p role="alert" data-testid="admin-only">
        {usersTexts.adminOnly}
      </p>
    );
  }
  return <>{children}</>;
}
