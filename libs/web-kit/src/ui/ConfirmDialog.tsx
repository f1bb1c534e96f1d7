import { backofficeTexts } from '@asp/i18n';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question; a string or richer content. */
  text: ReactNode;
  /** Label of the confirming button (default 'Löschen'). */
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Test id of the confirming button (default 'confirm-dialog-confirm'). */
  confirmTestId?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question in the kit's Dialog (focus trapped, Escape cancels): deletes, leaving unsaved forms, … */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  confirmTestId,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      {typeof text === 'string' ? <p>{text}</p> : text}
      <div className="asp-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? backofficeTexts.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} data-testid={confirmTestId ?? 'confirm-dialog-confirm'}>
          {confirmLabel ?? backofficeTexts.delete}
        </Button>
      </div>
    </Dialog>
  );
}
