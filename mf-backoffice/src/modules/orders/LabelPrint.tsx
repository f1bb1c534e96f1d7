import { labelVariantSchema, type LabelVariant, type Order } from '@asp/contracts';
import { backofficeOrderTexts, operationTexts } from '@asp/i18n';
import { Button, ErrorNotice, errorMessage, SelectField } from '@asp/web-kit';
import { useState } from 'react';
import { usePrintLabelsMutation } from './orders-api';

const T = backofficeOrderTexts;
const VARIANT_OPTIONS = labelVariantSchema.options.map((variant) => ({ value: variant, label: T.labelVariants[variant] }));

/**
 * 'Etiketten drucken' on the order detail page: one label per item on the branch's label
 * printer, compact or detail (issue 12; layout from the shop configuration). A failure
 * shows the server's first message, else 'Etiketten konnten nicht gedruckt werden.'.
 */
export function LabelPrint({ order }: { order: Order }) {
  const [printLabels, state] = usePrintLabelsMutation();
  const [variant, setVariant] = useState<LabelVariant>('compact');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function print() {
    setOutcome(null);
    try {
      await printLabels({ id: order.id, variant }).unwrap();
      setOutcome({ ok: true, message: T.labelsPrinted });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, operationTexts.labelPrintFailed) });
    }
  }

  return (
    <div className="asp-backoffice-order-actions" data-testid="label-print">
      <SelectField
        label={T.labelVariant}
        name="labelVariant"
        value={variant}
        options={VARIANT_OPTIONS}
        disabled={state.isLoading}
        onChange={(value) => setVariant(labelVariantSchema.catch('compact').parse(value))}
      />
      <Button variant="secondary" disabled={state.isLoading} data-testid="command-print-labels" onClick={() => void print()}>
        {T.printLabels}
      </Button>
      {outcome?.ok ? <p role="status">{outcome.message}</p> : null}
      {outcome && !outcome.ok ? <ErrorNotice message={outcome.message} /> : null}
    </div>
  );
}
