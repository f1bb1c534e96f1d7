/** Text truncation defaults (website.md §5). */
export const TRUNCATE_LENGTH = 128;
export const TRUNCATE_SUFFIX = '...';

/**
 * Truncates a text longer than `length` characters to its first `length` characters plus
 * the suffix '...' (website.md §5); shorter texts stay as they are.
 */
export function truncate(text: string | null | undefined, length = TRUNCATE_LENGTH, suffix = TRUNCATE_SUFFIX): string {
  const value = text ?? '';
  return value.length > length ? `${value.slice(0, length)}${suffix}` : value;
}
