import type { productInputSchema } from '@asp/contracts';
import { SelectField, type KitFormOf, type SelectOption } from '@asp/web-kit';
import { useController } from 'react-hook-form';

/** The product form as the products module makes it (web-kit useKitForm over productInputSchema). */
export type ProductForm = KitFormOf<typeof productInputSchema>;
/** A field path of the product form ('config.parts.0.name'). */
export type ProductPath = Parameters<ProductForm['setFocus']>[0];

export interface NullableSelectFieldProps {
  form: ProductForm;
  name: ProductPath;
  label: string;
  options: SelectOption[];
  /** The empty choice, stored as null (the contract's "none", e.g. no price modifier). */
  noneLabel: string;
}

/**
 * A choice whose empty entry means null, where the kit's FormSelectField would keep ''
 * (which the contract's enum refuses): the price modifier of an option.
 */
export function NullableSelectField({ form, name, label, options, noneLabel }: NullableSelectFieldProps) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name });
  return (
    <SelectField
      ref={ref}
      label={label}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      options={options}
      placeholder={noneLabel}
      onChange={(next) => onChange(next === '' ? null : next)}
      onBlur={onBlur}
      error={fieldState.error?.message ?? null}
    />
  );
}
