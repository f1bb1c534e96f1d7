import { SelectField, TextField } from '@asp/web-kit';
import { useController, type FieldPath } from 'react-hook-form';
import type { ProductForm, ProductFormValues } from '../form/product-form-values';
import type { Option } from '../form/product-options';

/**
 * Fields for the contract's nullable values: the empty input is null, not '' (a '' date
 * or unit code would be refused). Errors of the field (client or server) show on it.
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

export interface NullableTextFieldProps {
  form: ProductForm;
  name: FieldPath<ProductFormValues>;
  label: string;
  hint?: string;
  type?: 'text' | 'date';
}

export function NullableTextField({ form, name, label, hint, type = 'text' }: NullableTextFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      id={`product-${name}`}
      label={label}
      name={name}
      type={type}
      hint={hint}
      value={typeof field.value === 'string' ? field.value : ''}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onChange={(value) => field.onChange(value === '' ? null : value)}
    />
  );
}
