import { backofficeBranchTexts, fill } from '@asp/i18n';
import { Button, FormCheckboxField } from '@asp/web-kit';
import { useCallback } from 'react';
import { useFieldArray } from 'react-hook-form';
import { newAreaRow } from '../form/delivery-areas-form';
import { BranchTextField } from './BranchTextField';
import type { SectionProps } from './section-props';
import { useRowFocus } from './use-row-focus';

type AmountField = 'price' | 'tax' | 'freeFromOrderValue' | 'minimumOrderValue';
const amountFields: AmountField[] = ['price', 'tax', 'freeFromOrderValue', 'minimumOrderValue'];

/**
 * The delivery areas of the branch (storefront.md §3): per area its name, fee and VAT
 * rate, free delivery (always or from an order value) and the minimum order value. The
 * rows are a react-hook-form field array; amounts stay text with the German decimal comma.
 */
export function DeliveryAreasEditor({ form }: SectionProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'deliveryAreas' });
  const firstInput = useCallback((index: number) => `deliveryAreas.${index}.area` as const, []);
  const focus = useRowFocus(form, fields.length, firstInput);
  const listError = form.formState.errors.deliveryAreas;

  return (
    <fieldset data-testid="branch-deliveryAreas">
      <legend>{backofficeBranchTexts.sectionDeliveryAreas}</legend>
      {fields.length === 0 ? (
        <p>{backofficeBranchTexts.noAreas}</p>
      ) : (
        <p className="asp-backoffice-hint">{backofficeBranchTexts.areaHint}</p>
      )}
      {fields.map((entry, index) => {
        const number = index + 1;
        return (
          <fieldset key={entry.id} className="asp-backoffice-row">
            <legend>{fill(backofficeBranchTexts.deliveryArea, { number })}</legend>
            <BranchTextField form={form} name={`deliveryAreas.${index}.area`} label={backofficeBranchTexts.area} />
            {amountFields.map((name) => (
              <BranchTextField
                key={name}
                form={form}
                name={`deliveryAreas.${index}.${name}`}
                label={backofficeBranchTexts[name]}
                inputMode="decimal"
              />
            ))}
            <FormCheckboxField form={form} name={`deliveryAreas.${index}.free`} label={backofficeBranchTexts.free} />
            <Button
              variant="secondary"
              onClick={() => {
                focus.removed(index);
                remove(index);
              }}
              aria-label={fill(backofficeBranchTexts.removeArea, { number })}
            >
              {backofficeBranchTexts.remove}
            </Button>
          </fieldset>
        );
      })}
      {listError?.message || listError?.root?.message ? (
        <p className="asp-field-error">{listError.message ?? listError.root?.message}</p>
      ) : null}
      <p>
        <Button
          id={focus.addId}
          variant="secondary"
          onClick={() => append(newAreaRow(), { shouldFocus: true, focusName: firstInput(fields.length) })}
        >
          {backofficeBranchTexts.addArea}
        </Button>
      </p>
    </fieldset>
  );
}
