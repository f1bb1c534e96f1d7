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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of staff-written HTML for a teaser: tags removed (block ends become spaces),
 * the common entities decoded, white space collapsed. For display as text, never as HTML.
 */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
      }
      return ENTITIES[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
