import { backofficeBranchTexts, fill } from '@asp/i18n';
import { Button, CheckboxField, TextField } from '@asp/web-kit';
import { useEffect, useId, useState } from 'react';
import { newAreaRow, type AreaRow } from '../form/delivery-areas-form';
import type { SectionProps } from './section-props';

type AmountField = 'price' | 'tax' | 'freeFromOrderValue' | 'minimumOrderValue';
const amountFields: AmountField[] = ['price', 'tax', 'freeFromOrderValue', 'minimumOrderValue'];

/**
 * The delivery areas of the branch (storefront.md §3): per area its name, fee and VAT
 * rate, free delivery (always or from an order value) and the minimum order value.
 */
export function DeliveryAreasEditor({ values, errors, disabled, set, clearErrors }: SectionProps) {
  const rows = values.deliveryAreas;
  const idPrefix = useId();
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (focusKey === null) return;
    document.getElementById(focusKey === '' ? `${idPrefix}-add` : `${idPrefix}-${focusKey}-area`)?.focus();
    setFocusKey(null);
  }, [focusKey, idPrefix]);

  function change(index: number, patch: Partial<AreaRow>) {
    set('deliveryAreas', rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    for (const name of Object.keys(patch)) clearErrors(`deliveryAreas[${index}].${name}`);
  }

  function add() {
    const row = newAreaRow();
    set('deliveryAreas', [...rows, row]);
    setFocusKey(row.key);
  }

  function remove(index: number) {
    set('deliveryAreas', rows.filter((_, i) => i !== index));
    clearErrors('deliveryAreas');
    setFocusKey(rows[index + 1]?.key ?? '');
  }

  return (
    <fieldset disabled={disabled} data-testid="branch-deliveryAreas">
      <legend>{backofficeBranchTexts.sectionDeliveryAreas}</legend>
      {rows.length === 0 ? <p>{backofficeBranchTexts.noAreas}</p> : <p className="asp-backoffice-hint">{backofficeBranchTexts.areaHint}</p>}
      {rows.map((row, index) => {
        const at = (name: string) => errors[`deliveryAreas[${index}].${name}`];
        const number = index + 1;
        return (
          <fieldset key={row.key} className="asp-backoffice-row">
            <legend>{fill(backofficeBranchTexts.deliveryArea, { number })}</legend>
            <TextField
              id={`${idPrefix}-${row.key}-area`}
              label={backofficeBranchTexts.area}
              name={`deliveryAreas[${index}].area`}
              value={row.area}
              error={at('area')}
              onChange={(value) => change(index, { area: value })}
            />
            {amountFields.map((name) => (
              <TextField
                key={name}
                label={backofficeBranchTexts[name]}
                name={`deliveryAreas[${index}].${name}`}
                inputMode="decimal"
                value={row[name]}
                error={at(name)}
                onChange={(value) => change(index, { [name]: value })}
              />
            ))}
            <CheckboxField
              label={backofficeBranchTexts.free}
              name={`deliveryAreas[${index}].free`}
              checked={row.free}
              error={at('free')}
              onChange={(checked) => change(index, { free: checked })}
            />
            <Button variant="secondary" onClick={() => remove(index)} aria-label={fill(backofficeBranchTexts.removeArea, { number })}>
              {backofficeBranchTexts.remove}
            </Button>
          </fieldset>
        );
      })}
      {errors.deliveryAreas ? <p className="asp-field-error">{errors.deliveryAreas}</p> : null}
      <p>
        <Button id={`${idPrefix}-add`} variant="secondary" onClick={add}>
          {backofficeBranchTexts.addArea}
        </Button>
      </p>
    </fieldset>
  );
}
