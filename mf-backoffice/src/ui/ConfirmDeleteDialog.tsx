import { backofficeTexts, fill } from '@asp/i18n';
import { Button, Dialog } from '@asp/web-kit';

export interface ConfirmDeleteDialogProps {
  /** The record's display name, null while closed. */
  name: string | null;
  /** Singular noun of the resource, e.g. 'Filiale' (resourceNouns.branches.one). */
  noun: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirmation before deleting a record, shared by every module. */
export function ConfirmDeleteDialog({ name, noun, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={name !== null} title={fill(backofficeTexts.deleteConfirmTitle, { noun })} onClose={onCancel}>
      <p>{fill(backofficeTexts.deleteConfirmText, { name: name ?? '' })}</p>
      <div className="asp-backoffice-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {backofficeTexts.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} data-testid="confirm-delete">
          {backofficeTexts.delete}
        </Button>
      </div>
    </Dialog>
  );
}
