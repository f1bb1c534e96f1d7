import { backofficeTexts, kitTexts } from '@asp/i18n';
import { Button, showToast, type ColumnDef } from '@asp/web-kit';
import { useState, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';

export interface RowDeleteOptions<T> {
  /** Singular noun of the resource (resourceNouns.x.one). */
  noun: string;
  nameOf: (row: T) => string;
  /** The delete call; rejects on failure (its message is the layout's to show). */
  remove: (id: number) => Promise<unknown>;
}

/**
 * 'Löschen' in each row of a list (as the Organisationen module has it): the button
 * column and the one confirmation dialog of the list. A refused delete keeps the row; the
 * server's message ('… wird noch im Produktkatalog „…“ verwendet …') is shown by the layout.
 */
export function useRowDelete<T extends { id: number }>({
  noun,
  nameOf,
  remove,
}: RowDeleteOptions<T>): {
  column: ColumnDef<T, unknown>;
  button: (row: T) => ReactNode;
  dialog: ReactNode;
} {
  const [confirming, setConfirming] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const button = (row: T) => (
    <Button variant="secondary" aria-label={`${backofficeTexts.delete}: ${nameOf(row)}`} onClick={() => setConfirming(row)}>
      {backofficeTexts.delete}
    </Button>
  );

  async function confirm() {
    if (!confirming) return;
    setBusy(true);
    try {
      await remove(confirming.id);
      showToast(kitTexts.deleted);
    } catch {
      // Reported by the layout with the server's message.
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return {
    column: {
      id: 'actions',
      header: backofficeTexts.actions,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => button(row.original),
    },
    button,
    dialog: (
      <ConfirmDeleteDialog
        name={confirming ? nameOf(confirming) : null}
        noun={noun}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
    ),
  };
}
