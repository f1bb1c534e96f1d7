import { backofficeTexts, kitTexts } from '@asp/i18n';
import { Button, showToast } from '@asp/web-kit';
import { useState } from 'react';
import { useNavigate } from '@asp/web-kit/router';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';

export interface DeleteRecordButtonProps {
  /** The record's display name, quoted in the question. */
  name: string;
  /** Singular noun of the resource (resourceNouns.x.one). */
  noun: string;
  /** The delete call; rejects on failure (RTK Query's unwrap()). */
  remove: () => Promise<unknown>;
  /** Where to go after the delete (the list). */
  after: string;
}

/**
 * 'Löschen' on an edit page: asks first (ConfirmDeleteDialog), deletes, says 'Gelöscht.'
 * and returns to the list. A refused delete (e.g. 'Die Kategorie wird noch im
 * Produktkatalog „…“ verwendet …') is shown by the layout's call status with the
 * server's message; the page stays.
 */
export function DeleteRecordButton({ name, noun, remove, after }: DeleteRecordButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function confirm() {
    setBusy(true);
    try {
      await remove();
      showToast(kitTexts.deleted);
      navigate(after);
    } catch {
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="record-delete">
        {backofficeTexts.delete}
      </Button>
      <ConfirmDeleteDialog
        name={asking ? name : null}
        noun={noun}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
