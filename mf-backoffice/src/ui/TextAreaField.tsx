import { FieldError } from '@asp/web-kit';
import { useId, type ChangeEvent, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string | null;
}

/**
 * A labelled textarea in the style of web-kit's TextField (which has no multi-line
 * variant yet; move this there when a second app needs it).
 */
export function TextAreaField({ label, name, value, onChange, error, id, rows = 5, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const errorId = `${inputId}-error`;
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
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
