import { asValue, list, str, type Value } from '../blocks/block-values';

/** One field of a form node (website.md §3 "Form field entry"). */
export interface FormField {
  /** The key of the submitted value: the field identifier, or its position when it has none (website.md §7). */
  key: string;
  kind: 'text' | 'boolean' | 'select';
  inputType: 'text' | 'phone' | 'email' | 'textarea';
  label: string;
  placeholder: string;
  isRequired: boolean;
  hasMaxWidth: boolean;
  options: string[];
}

export function formFields(content: Value): FormField[] {
  return list(content, 'fields').map((entry, index) => {
    const field = asValue(entry);
    const value = asValue(field.value);
    const kind = str(field, 'type');
    const inputType = str(value, 'type');
    return {
      key: str(value, 'fieldId') || String(index),
      kind: kind === 'boolean' || kind === 'select' ? kind : 'text',
      inputType: inputType === 'phone' || inputType === 'email' || inputType === 'textarea' ? inputType : 'text',
      label: str(value, 'label'),
      placeholder: str(value, 'description'),
      isRequired: value.isRequired === true,
      hasMaxWidth: value.hasMaxWidth === true,
      options: list(value, 'options').map((option) => str(asValue(option), 'value')),
    };
  });
}

export type FormValues = Record<string, string | boolean>;

export function emptyValues(fields: FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, field.kind === 'boolean' ? false : '']));
}
