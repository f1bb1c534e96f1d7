import { ROLE_ADMIN } from '@asp/contracts';
import { usersTexts } from '@asp/i18n';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../../session/RequireUser';

/** Users, logs and AI images are for ROLE_ADMIN only (the services refuse others with 403 anyway); `message` says what is refused. */
export function RequireAdmin({ children, message = usersTexts.adminOnly }: { children: ReactNode; message?: string }) {
  const { roles } = useSignedInUser();
  if (!roles.includes(ROLE_ADMIN)) {
    return (
      <p role="alert" data-testid="admin-only">
        {message}
      </p>
    );
  }
  return <>{children}</>;
}
