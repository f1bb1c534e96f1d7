import { backofficeTexts, fill, kitTexts } from '@asp/i18n';
import { Button, ConfirmDialog, showToast } from '@asp/web-kit';
import { useState } from 'react';
import { useNavigate } from '@asp/web-kit/router';

/**
 * 'Löschen' on an edit page: asks first ('{noun} löschen' / 'Soll „{name}“ wirklich gelöscht
 * werden?'), deletes through the resource's own call (its failure is reported by the call
 * rule with the server's first message), then goes back to the list.
 */
export function DeleteRecordButton({
  noun,
  name,
  remove,
  backTo,
}: {
  noun: string;
  name: string;
  remove: () => Promise<unknown>;
  backTo: string;
}) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setAsking(true)} data-testid="record-delete">
        {backofficeTexts.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        title={fill(backofficeTexts.deleteConfirmTitle, { noun })}
        text={fill(backofficeTexts.deleteConfirmText, { name })}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await remove();
            showToast(kitTexts.deleted, 'success');
            navigate(backTo);
          } catch {
            // Reported by the call rule (CallStatus), with a retry.
            setAsking(false);
          } finally {
            setBusy(false);
          }
        }}
      />
    </>
  );
}
