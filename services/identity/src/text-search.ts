/**
 * The `q` filter of the staff lists: every whitespace-separated word must occur
 * (case-insensitive) in one of the given fields, so "müller konstanz" finds
 * Anna Müller from Konstanz.
 */
export function matchesSearch(q: string | undefined, fields: (string | null | undefined)[]): boolean {
  const words = (q ?? '').toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fields.filter(Boolean).join(' ').toLocaleLowerCase('de');
  return words.every((word) => haystack.includes(word));
}
