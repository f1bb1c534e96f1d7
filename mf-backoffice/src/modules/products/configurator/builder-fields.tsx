import type { ProductInput } from '@asp/contracts';
import { CheckboxField, SelectField, TextAreaField, TextField, type SelectOption } from '@asp/web-kit';
import { useController, type ControllerRenderProps, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { ReactNode } from 'react';

/**
 * The product form as the builder gets it: react-hook-form over the contract's input
 * shape (productInputSchema). The resolver's output type is the product form's business.
 */
export type ProductForm = UseFormReturn<ProductInput, any, any>;
export type ProductPath = FieldPath<ProductInput>;

interface FieldProps {
  form: ProductForm;
  name: ProductPath;
  label: string;
  hint?: string;
}

type Field = ControllerRenderProps<ProductInput, ProductPath>;

/**
 * Binds one of web-kit's labelled fields to a form path: value, change, blur and the
 * field's error (the contract's German message, or a server error mapped onto the path).
 * The wrapper hands react-hook-form a focus target, so `setFocus` and the form's
 * "first invalid field" reach the control inside.
 */
function Bound({
  form,
  name,
  children,
}: {
  form: ProductForm;
  name: ProductPath;
  children: (field: Field, error: string | null) => ReactNode;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <div
      ref={(wrapper) => field.ref(wrapper ? { focus: () => wrapper.querySelector<HTMLElement>('input, select, textarea')?.focus() } : null)}
    >
      {children(field, fieldState.error?.message ?? null)}
    </div>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function BoundTextField({ form, name, label, hint }: FieldProps) {
  return (
    <Bound form={form} name={name}>
      {(field, error) => (
        <TextField
          label={label}
          hint={hint}
          name={field.name}
          value={text(field.value)}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    </Bound>
  );
}

export function BoundTextAreaField({ form, name, label }: FieldProps) {
  return (
    <Bound form={form} name={name}>
      {(field, error) => (
        <TextAreaField
          label={label}
          name={field.name}
          rows={2}
          value={text(field.value)}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    </Bound>
  );
}

/** A number or nothing: '' stores null (the contract's "not set"), else the number typed. */
export function BoundNumberField({ form, name, label, hint, step = '0.01', min }: FieldProps & { step?: string; min?: string }) {
  return (
    <Bound form={form} name={name}>
      {(field, error) => (
        <TextField
          label={label}
          hint={hint}
          type="number"
          step={step}
          min={min}
          inputMode="decimal"
          name={field.name}
          value={typeof field.value === 'number' && Number.isFinite(field.value) ? String(field.value) : ''}
          onChange={(value) => field.onChange(value.trim() === '' ? null : Number(value))}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    </Bound>
  );
}

/** A choice; the empty choice (placeholder) stores null. */
export function BoundSelectField({
  form,
  name,
  label,
  options,
  placeholder,
}: FieldProps & { options: SelectOption[]; placeholder?: string }) {
  return (
    <Bound form={form} name={name}>
      {(field, error) => (
        <SelectField
          label={label}
          name={field.name}
          value={text(field.value)}
          options={options}
          placeholder={placeholder}
          onChange={(value) => field.onChange(value === '' ? null : value)}
          error={error}
        />
      )}
    </Bound>
  );
}

export function BoundCheckboxField({ form, name, label }: FieldProps) {
  return (
    <Bound form={form} name={name}>
      {(field, error) => (
        <CheckboxField
          label={label}
          name={field.name}
          checked={field.value === true}
          onChange={(checked) => field.onChange(checked)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    </Bound>
  );
}
