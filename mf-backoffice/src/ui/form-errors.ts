import { errorList } from '@asp/web-kit';

/**
 * The field messages of a failed save: the server's errors with a `field`, the first
 * message per field (document 1 §5), keyed by the field path as the server writes it ('identifier', 'openingHours[0].to').
 */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const item of errorList(error)) {
    if (item.field && !(item.field in result)) result[item.field] = item.message;
  }
  return result;
}
