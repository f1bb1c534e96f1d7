import { fill, kitTexts, type ResourceKey, resourceNouns } from '@asp/i18n';
import { useState } from 'react';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { showToast } from '../ui/toasts';

export interface BulkDeleteOptions {
  /** The resource (its plural noun titles the question). */
  resource: ResourceKey;
  /** Deletes one record; rejects when it could not (RTK Query's `unwrap()`). */
  remove: (id: number) => Promise<unknown>;
}

/**
 * 'Ausgewählte löschen' for the selected rows, after a confirmation; records are
 * deleted one by one through the resource's own delete call (its failure is reported
 * with the §8 message and a retry), and a toast says how many could not be.
 */
export function BulkDelete({ options, selectedIds, onDone }: { options: BulkDeleteOptions; selectedIds: string[]; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (selectedIds.length === 0) return null;

  async function run() {
    setBusy(true);
    let failed = 0;
    for (const id of selectedIds) {
      try {
        await options.remove(Number(id));
      } catch {
        failed += 1;
      }
    }
    setBusy(false);
    setAsking(false);
    onDone();
    if (failed) showToast(fill(kitTexts.bulkDeleteFailed, { failed, count: selectedIds.length }), 'error');
    else showToast(kitTexts.deleted);
  }

  return (
    <>
      <span data-testid="selected-count">{fill(kitTexts.selected, { count: selectedIds.length })}</span>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="bulk-delete">
        {kitTexts.deleteSelected}
      </Button>
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={fill(kitTexts.bulkDeleteTitle, { noun: resourceNouns[options.resource].other })}
        text={fill(kitTexts.bulkDeleteText, { count: selectedIds.length })}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
