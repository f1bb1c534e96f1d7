import { joinPhone, PHONE_PREFIXES, splitPhone } from '@asp/domain';
import { checkoutFieldTexts } from '@asp/i18n';
import { FieldError } from '@asp/web-kit';
import { useId, useState } from 'react';

export interface PhoneInputProps {
  label: string;
  name: string;
  /** The emitted value: prefix plus number ('+491711234567'), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The configured default prefix (config phonePrefix; spec README). */
  defaultPrefix: string;
  error?: string | null;
  required?: boolean;
  onBlur?: () => void;
}

/**
 * The phone input component (storefront.md §2.11, §5): a prefix select (+41, +423, +43,
 * +49) plus the number. A pasted or typed number starting with + or 00 is split into
 * prefix and number; leading zeros and non-digits are stripped; the value is prefix
 * plus number, or empty. The chosen prefix is remembered while the number is empty.
 */
export function PhoneInput({ label, name, value, onChange, defaultPrefix, error, required, onBlur }: PhoneInputProps) {
  const id = useId();
  const split = splitPhone(value, defaultPrefix);
  const [chosenPrefix, setChosenPrefix] = useState(split.prefix);
  const prefix = value ? split.prefix : chosenPrefix;
  const errorId = `${id}-error`;

  function changePrefix(next: string) {
    setChosenPrefix(next);
    onChange(joinPhone(next, split.number));
  }

  function changeNumber(text: string) {
    const next = /^\s*(\+|00)/.test(text) ? splitPhone(text, prefix) : { prefix, number: text };
    setChosenPrefix(next.prefix);
    onChange(joinPhone(next.prefix, next.number));
  }

  return (
    <div className={`asp-field asp-phone-input${error ? ' asp-field--invalid' : ''}`} data-testid={`field-${name}`}>
      <label htmlFor={`${id}-number`}>{label}</label>
      <div className="asp-phone-input__row">
        <select
          aria-label={checkoutFieldTexts.phonePrefix}
          value={prefix}
          onChange={(event) => changePrefix(event.target.value)}
          data-testid="phone-prefix"
        >
          {PHONE_PREFIXES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={split.number}
          required={required}
          onChange={(event) => changeNumber(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="phone-number"
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
