import { backofficeBranchTexts, fill } from '@asp/i18n';
import { Button, CheckboxField, TextField } from '@asp/web-kit';
import { newAreaRow } from '../form/delivery-areas-form';
import type { SectionProps } from './section-props';
import { useRowList } from './use-row-list';

type AmountField = 'price' | 'tax' | 'freeFromOrderValue' | 'minimumOrderValue';
const amountFields: AmountField[] = ['price', 'tax', 'freeFromOrderValue', 'minimumOrderValue'];

/**
 * The delivery areas of the branch (storefront.md §3): per area its name, fee and VAT
 * rate, free delivery (always or from an order value) and the minimum order value.
 */
export function DeliveryAreasEditor({ values, errors, disabled, set, clearErrors }: SectionProps) {
  const rows = values.deliveryAreas;
  const { addId, firstFieldId, change, add, remove } = useRowList({
    path: 'deliveryAreas',
    rows,
    onChange: (next) => set('deliveryAreas', next),
    clearErrors,
    newRow: newAreaRow,
    firstField: 'area',
  });

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
              id={firstFieldId(row.key)}
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
        <Button id={addId} variant="secondary" onClick={add}>
          {backofficeBranchTexts.addArea}
        </Button>
      </p>
    </fieldset>
  );
}
