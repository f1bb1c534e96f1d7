import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorList } from '../api/client';

/** 'openingHours[0].to' (the server's field path) → 'openingHours.0.to' (react-hook-form's). */
export function formFieldName(serverField: string): string {
  return serverField.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Puts the server's field errors of a failed save (`errors[].field`, document 1 §5) on
 * the form's fields, the first message per field, and focuses the first of them.
 * Fields the form does not have are left alone (their messages are shown by the call
 * rule above the form). Returns whether any field got a message.
 *
 * `prefixes` are where a path relative to a part of the form is looked up as well: a page
 * builder's server may name 'body[2].value.items[0].label' or 'items[0].label' for what
 * the form holds under 'content.' (the first prefix under which the form holds it wins).
 */
export function applyServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'getValues'>,
  error: unknown,
  prefixes: readonly string[] = [],
): boolean {
  const values = form.getValues() as Record<string, unknown>;
  const placed = new Set<string>();
  for (const item of errorList(error)) {
    if (!item.field) continue;
    const relative = formFieldName(item.field);
    const name = [relative, ...prefixes.map((prefix) => `${prefix}.${relative}`)].find((candidate) => hasPath(values, candidate));
    if (!name || placed.has(name)) continue;
    placed.add(name);
    form.setError(name as Path<V>, { type: 'server', message: item.message }, { shouldFocus: placed.size === 1 });
  }
  return placed.size > 0;
}

/** The form holds a value (even an empty one) at this dotted path. */
function hasPath(values: Record<string, unknown>, path: string): boolean {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}
