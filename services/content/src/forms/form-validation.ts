import type { FormField, FormNodeContent, FormSubmissionBody } from '@asp/contracts';
import { fill, validationTexts, websiteContentTexts } from '@asp/i18n';
import type { ErrorItem } from '@asp/server-kit';
import type { FormSubmissionValue } from '../tables';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[\d\s()/.-]{3,40}$/;
/** Characters per entered value: a message box holds a letter, a single line a name or address. */
const MAX_LENGTH = { textarea: 5000, line: 255 } as const;

/** The key a field's value arrives under (website.md §7): its fieldId, or its position. */
export const fieldKey = (field: FormField, index: number) => field.value.fieldId?.trim() || String(index);

type Checked = { ok: true; value: string } | { ok: false; message: string };

function checkField(field: FormField, raw: FormSubmissionBody[string] | undefined): Checked {
  const { value: spec } = field;
  if (field.type === 'boolean') {
    if (raw !== undefined && raw !== null && typeof raw !== 'boolean') return { ok: false, message: validationTexts.boolean };
    // A required checkbox (consent to be called back, the privacy note) must be ticked.
    if (spec.isRequired && raw !== true) return { ok: false, message: validationTexts.blank };
    return { ok: true, value: raw === true ? 'Ja' : 'Nein' };
  }
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { ok: false, message: validationTexts.type };
  const text = (raw ?? '').trim();
  if (!text) return spec.isRequired ? { ok: false, message: validationTexts.blank } : { ok: true, value: '' };
  if (field.type === 'select') {
    const options = (spec.options ?? []).map((option) => option.value);
    return options.includes(text) ? { ok: true, value: text } : { ok: false, message: validationTexts.choice };
  }
  const limit = spec.type === 'textarea' ? MAX_LENGTH.textarea : MAX_LENGTH.line;
  if (text.length > limit) return { ok: false, message: fill(validationTexts.tooLong, { limit }) };
  if (spec.type === 'email' && !EMAIL.test(text)) return { ok: false, message: validationTexts.email };
  if (spec.type === 'phone' && !PHONE.test(text)) return { ok: false, message: websiteContentTexts.phone };
  return { ok: true, value: text };
}

/**
 * Checks a submission against the form's fields and answers every invalid field at once,
 * each under its key (the form shows one paragraph per error). Keys the form does not have
 * are refused too, so nothing unasked-for is stored or mailed.
 */
export function validateSubmission(
  form: FormNodeContent,
  body: FormSubmissionBody,
): { values: FormSubmissionValue[]; errors: ErrorItem[] } {
  const values: FormSubmissionValue[] = [];
  const errors: ErrorItem[] = [];
  const known = new Set<string>();
  form.fields.forEach((field, index) => {
    const key = fieldKey(field, index);
    known.add(key);
    const checked = checkField(field, Object.hasOwn(body, key) ? body[key] : undefined);
    if (checked.ok) values.push({ key, label: field.value.label || key, value: checked.value });
    else errors.push({ message: checked.message, field: key });
  });
  for (const key of Object.keys(body)) if (!known.has(key)) errors.push({ message: validationTexts.unknownField, field: key });
  return { values, errors };
}
