import { backofficeTexts, fill } from '@asp/i18n';
import { ConfirmDialog } from '@asp/web-kit';

export interface ConfirmDeleteDialogProps {
  /** The record's display name, null while closed. */
  name: string | null;
  /** Singular noun of the resource, e.g. 'Filiale' (resourceNouns.branches.one). */
  noun: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirmation before deleting one record, shared by every module (the kit's ConfirmDialog with the delete wording). */
export function ConfirmDeleteDialog({ name, noun, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      title={fill(backofficeTexts.deleteConfirmTitle, { noun })}
      text={fill(backofficeTexts.deleteConfirmText, { name: name ?? '' })}
      confirmLabel={backofficeTexts.delete}
      busy={busy}
      confirmTestId="confirm-delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
