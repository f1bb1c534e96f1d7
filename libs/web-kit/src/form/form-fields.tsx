import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CheckboxField, SelectField, TextField, type SelectOption, type TextFieldProps } from '../ui/fields';
import { RichTextEditor } from '../ui/RichTextEditor';
import { TextAreaField } from '../ui/text-area-field';

/**
 * The kit's fields bound to a react-hook-form form: the web-kit field components
 * (label, error read out with the input, hint) with the form's value, touched state and
 * message — the schema's German message or the server's (applyServerErrors).
 */
interface BoundProps<V extends FieldValues> {
  form: { control: Control<V, any, any> };
  name: FieldPath<V>;
  label: string;
  hint?: string;
  disabled?: boolean;
}

function useBound<V extends FieldValues>({ form, name }: BoundProps<V>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name });
  return { inputRef: ref, fieldName, value, onChange, onBlur, error: fieldState.error?.message ?? null };
}

export interface FormTextFieldProps<V extends FieldValues> extends BoundProps<V> {
  type?: TextFieldProps['type'];
  autoComplete?: string;
  placeholder?: string;
  /** Keeps an empty input as null instead of '' (optional texts stored as null). */
  emptyAsNull?: boolean;
}

export function FormTextField<V extends FieldValues>(props: FormTextFieldProps<V>) {
  const { inputRef, fieldName, value, onChange, onBlur, error } = useBound(props);
  const { label, hint, disabled, type, autoComplete, placeholder, emptyAsNull } = props;
  return (
    <TextField
      ref={inputRef}
      label={label}
      name={fieldName}
      type={type}
      value={value ?? ''}
      onChange={(next) => onChange(emptyAsNull && next === '' ? null : next)}
      onBlur={onBlur}
      error={error}
      hint={hint}
      disabled={disabled}
      autoComplete={autoComplete}
      placeholder={placeholder}
    />
  );
}

export interface FormNumberFieldProps<V extends FieldValues> extends BoundProps<V> {
  step?: string;
  min?: number;
  max?: number;
  /** What an empty input means: undefined (absent, default) or null (explicitly none). */
  empty?: null | undefined;
}

/** A number input whose value is a number (or the `empty` value), never a string. */
export function FormNumberField<V extends FieldValues>(props: FormNumberFieldProps<V>) {
  const { inputRef, fieldName, value, onChange, onBlur, error } = useBound(props);
  const { label, hint, disabled, step, min, max, empty } = props;
  return (
    <TextField
      ref={inputRef}
      label={label}
      name={fieldName}
      type="number"
      inputMode="decimal"
      step={step}
      min={min}
      max={max}
      value={value === null || value === undefined || Number.isNaN(value) ? '' : String(value)}
      onChange={(next) => onChange(next.trim() === '' ? empty : Number(next))}
      onBlur={onBlur}
      error={error}
      hint={hint}
      disabled={disabled}
    />
  );
}

export interface FormSelectFieldProps<V extends FieldValues> extends BoundProps<V> {
  options: SelectOption[];
  placeholder?: string;
  /** The stored value is a number (ids): the option's string is converted back; '' is null. */
  numeric?: boolean;
}

export function FormSelectField<V extends FieldValues>(props: FormSelectFieldProps<V>) {
  const { inputRef, fieldName, value, onChange, onBlur, error } = useBound(props);
  const { label, disabled, options, placeholder, numeric } = props;
  return (
    <SelectField
      ref={inputRef}
      label={label}
      name={fieldName}
      value={value === null || value === undefined ? '' : String(value)}
      options={options}
      placeholder={placeholder}
      onChange={(next) => onChange(numeric ? (next === '' ? null : Number(next)) : next)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}

export interface FormCheckboxFieldProps<V extends FieldValues> extends Omit<BoundProps<V>, 'label'> {
  label: ReactNode;
}

export function FormCheckboxField<V extends FieldValues>(props: FormCheckboxFieldProps<V>) {
  const { inputRef, fieldName, value, onChange, onBlur, error } = useBound(props as BoundProps<V>);
  return (
    <CheckboxField
      ref={inputRef}
      label={props.label}
      name={fieldName}
      checked={Boolean(value)}
      onChange={(checked) => onChange(checked)}
      onBlur={onBlur}
      error={error}
      disabled={props.disabled}
    />
  );
}

export interface FormTextAreaFieldProps<V extends FieldValues> extends BoundProps<V> {
  rows?: number;
}

export function FormTextAreaField<V extends FieldValues>(props: FormTextAreaFieldProps<V>) {
  const { inputRef, fieldName, value, onChange, onBlur, error } = useBound(props);
  return (
    <TextAreaField
      ref={inputRef}
      label={props.label}
      name={fieldName}
      rows={props.rows}
      value={value ?? ''}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
      hint={props.hint}
      disabled={props.disabled}
    />
  );
}

/** Rich text (sanitised HTML, document 1 / issue 13): the kit's tiptap editor bound to the form. */
export function FormRichTextField<V extends FieldValues>(props: BoundProps<V>) {
  const { fieldName, value, onChange, error } = useBound(props);
  return (
    <RichTextEditor
      label={props.label}
      name={fieldName}
      value={value ?? ''}
      onChange={(html) => onChange(html)}
      error={error}
      hint={props.hint}
      disabled={props.disabled}
    />
  );
}
