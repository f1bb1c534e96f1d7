import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** A field's message from the server's error list (matched by `field`) or the screen's own check. */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="asp-field-error">
      {message}
    </p>
  );
}

/** A field's standing explanation, read out with it (aria-describedby) like its error. */
export function FieldHint({ id, hint }: { id: string; hint?: string | null }) {
  if (!hint) return null;
  return (
    <p id={id} className="asp-field-hint">
      {hint}
    </p>
  );
}

/**
 * The ids that describe a field: its error while there is one (read first: it says what
 * to fix), the caller's own, and its hint.
 */
export function describedBy(own: string | undefined, hintId: string | null, errorId: string | null): string | undefined {
  return [errorId, own, hintId].filter(Boolean).join(' ') || undefined;
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'name'> & {
  /** The input element (a form library focuses the first wrong field through it). */
  ref?: Ref<HTMLInputElement>;
};

export interface TextFieldProps extends NativeInputProps {
  label: string;
  name: string;
  value: string;
  /** Gets the new value (and the event, for the rare screen that needs it). */
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | null;
  /** A standing explanation below the input, linked to it for screen readers. */
  hint?: string | null;
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'url' | 'search' | 'date' | 'time' | 'datetime-local' | 'color';
}

/** A labelled input; an error marks it invalid and is read out with it (aria-describedby). */
export function TextField({ label, name, value, onChange, error, hint, type = 'text', id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`asp-field${error ? ' asp-field--invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...rest}
        id={inputId}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hint ? hintId : null, error ? errorId : null)}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<NativeInputProps, 'checked'> {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | null;
}

export function CheckboxField({ label, name, checked, onChange, error, id, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={`asp-field asp-field--checkbox${error ? ' asp-field--invalid' : ''}`}>
      <input
        {...rest}
        id={inputId}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked, event)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={inputId}>{label}</label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Shown as an empty first choice, e.g. 'Bitte wählen'. */
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  onBlur?: () => void;
}

export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  error,
  disabled,
  required,
  id,
  ref,
  onBlur,
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `${generated}-${name}`;
  const errorId = `${selectId}-error`;
  return (
    <div className={`asp-field${error ? ' asp-field--invalid' : ''}`}>
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        name={name}
        ref={ref}
        value={value}
        disabled={disabled}
        required={required}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value, event)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
