import { websiteFormTexts } from '@asp/i18n';
import type { FormField } from './form-fields';

/** One input of a form: text/phone/email/textarea, checkbox or select; required ones get a marker only (website.md §5). */
export function FormFieldInput({
  formId,
  field,
  value,
  onChange,
}: {
  formId: number | string;
  field: FormField;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const id = `cms-form-${formId}-${field.key}`;
  const marker = field.isRequired ? (
    <abbr className="cms-form__required" title={websiteFormTexts.required}>
      *
    </abbr>
  ) : null;
  const className = field.hasMaxWidth ? 'cms-form__field has-max-width' : 'cms-form__field';

  if (field.kind === 'boolean') {
    return (
      <div className={className}>
        <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>
          {field.label} {marker}
        </label>
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className={className}>
      <label htmlFor={id}>
        {field.label} {marker}
      </label>
      {field.kind === 'select' ? (
        <select id={id} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.inputType === 'textarea' ? (
        <textarea id={id} value={text} placeholder={field.placeholder} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          id={id}
          type={field.inputType === 'email' ? 'email' : field.inputType === 'phone' ? 'tel' : 'text'}
          value={text}
          placeholder={field.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
