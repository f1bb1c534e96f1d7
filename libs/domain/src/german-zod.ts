import { z } from 'zod';
import { fill, validationTexts } from '@asp/i18n';

/**
 * Zod error map that answers every validation rule with the German catalogue
 * text of document 1 §5. Installed globally once per process: by the service factory
 * on the server, by web-kit in the browser, so a form shows the same message for a
 * blank field as the server would answer.
 */
export function germanIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return validationTexts.blank;
      if (issue.expected === 'number' || issue.expected === 'int') return validationTexts.number;
      if (issue.expected === 'boolean') return validationTexts.boolean;
      if (issue.expected === 'date') return validationTexts.date;
      return validationTexts.type;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? validationTexts.blank : fill(validationTexts.tooShort, { limit: Number(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return validationTexts.blank;
      // .positive() and .gt() are exclusive: 0 itself is refused, so 'größer oder gleich 0' would be wrong.
      return fill(issue.inclusive === false ? validationTexts.greaterThan : validationTexts.tooSmall, { limit: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return fill(validationTexts.tooLong, { limit: Number(issue.maximum) });
      return fill(issue.inclusive === false ? validationTexts.lessThan : validationTexts.tooLarge, { limit: String(issue.maximum) });
    case 'invalid_value':
      // A missing choice is blank, not a wrong one.
      if (issue.input === undefined || issue.input === null || issue.input === '') return validationTexts.blank;
      return validationTexts.choice;
    case 'invalid_format':
      if (issue.format === 'email') return validationTexts.email;
      if (issue.format === 'url') return validationTexts.url;
      if (issue.format === 'date' || issue.format === 'datetime') return validationTexts.date;
      if (issue.format === 'time') return validationTexts.time;
      return validationTexts.invalid;
    case 'unrecognized_keys':
      return validationTexts.unknownField;
    case 'not_multiple_of':
      return validationTexts.integer;
    default:
      return validationTexts.invalid;
  }
}

let installed = false;
export function installGermanZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => germanIssueMessage(issue) });
}

/** `['items', 0, 'amount']` → `items[0].amount`, the field name the browser marks. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string | undefined {
  if (!path.length) return undefined;
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index ? '.' : ''}${String(segment)}`)).join('');
}
