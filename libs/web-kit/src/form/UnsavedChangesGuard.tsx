import { kitTexts } from '@asp/i18n';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from '@asp/web-kit/router';
import { ConfirmDialog } from '../ui/ConfirmDialog';

export interface UnsavedChangesGuardProps {
  /** The form has changes that are not saved. */
  when: boolean;
}

/**
 * Asks before unsaved changes are lost: leaving inside the app (a link, the browser's
 * back button) asks in the kit's dialog, closing or reloading the tab asks with the
 * browser's own question. Inside a data router only (the shell's and the standalone
 * remotes' are); elsewhere (a test's plain router) the tab question alone.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return dataRouter ? <NavigationQuestion when={when} /> : null;
}

function NavigationQuestion({ when }: UnsavedChangesGuardProps) {
  // Only a change of page counts: a search/filter change on the same path is no leaving.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={kitTexts.unsavedTitle}
      text={kitTexts.unsavedText}
      confirmLabel={kitTexts.unsavedLeave}
      cancelLabel={kitTexts.unsavedStay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
