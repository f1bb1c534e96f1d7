/**
 * The slug rule (website.md §3): lower-case; ä → ae, ö → oe, ü → ue, ß → ss; underscores
 * and whitespace become hyphens; every character other than a-z, 0-9 and hyphen is
 * removed; repeated hyphens collapse; a trailing hyphen is dropped.
 */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[_\s]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/-$/, '');
}
