import { TextField, type TextFieldProps } from '@asp/web-kit';
import { useController, type FieldPath } from 'react-hook-form';
import type { BranchFormValues } from '../form/branch-form';
import type { BranchFormApi } from './section-props';

export interface BranchTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'name' | 'form'> {
  form: BranchFormApi;
  name: FieldPath<BranchFormValues>;
}

/**
 * A text input bound to the branch form. The kit's FormTextField without its narrower
 * props: the branch form's inputs also need `inputMode` (amounts, coordinates), `required`
 * and their own ids (the rows' first inputs).
 */
export function BranchTextField({ form, name, ...rest }: BranchTextFieldProps) {
  const {
    field: { ref: inputRef, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name });
  return (
    <TextField
      {...rest}
      ref={inputRef}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={fieldState.error?.message ?? null}
    />
  );
}
