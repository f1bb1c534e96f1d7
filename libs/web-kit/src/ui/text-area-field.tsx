import { describedBy, FieldError, FieldHint } from './fields';
import { useId, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string | null;
  /** A standing explanation below the textarea, linked to it for screen readers. */
  hint?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled textarea, the multi-line sibling of TextField: the error marks it invalid
 * and is read out with it (aria-describedby).
 */
export function TextAreaField({ label, name, value, onChange, error, hint, id, rows = 5, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`asp-field${error ? ' asp-field--invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        {...rest}
        id={inputId}
        name={name}
        rows={rows}
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
