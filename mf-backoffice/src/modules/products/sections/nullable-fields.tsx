import { SelectField } from '@asp/web-kit';
import { useController, type FieldPath } from 'react-hook-form';
import type { ProductForm, ProductFormValues } from '../form/product-form-values';
import type { Option } from '../form/product-options';

/**
 * A select for the contract's nullable choices: the empty option is null, not '' (a ''
 * unit code would be refused). Errors of the field (client or server) show on it.
 * (Nullable texts and numbers use the kit's emptyAsNull / empty={null}.)
 */

export interface NullableSelectProps {
  form: ProductForm;
  name: FieldPath<ProductFormValues>;
  label: string;
  /** Label of the empty choice, which stands for null (e.g. 'Wie Produkt'). */
  noneLabel: string;
  options: Option[];
}

export function NullableSelect({ form, name, label, noneLabel, options }: NullableSelectProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <SelectField
      id={`product-${name}`}
      label={label}
      name={name}
      value={typeof field.value === 'string' ? field.value : ''}
      options={[{ value: '', label: noneLabel }, ...options]}
      error={fieldState.error?.message}
      onChange={(value) => field.onChange(value === '' ? null : value)}
    />
  );
}
