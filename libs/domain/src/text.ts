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

/** Longest file name shown in the configurator and the cart before it is shortened (ours, issue 18). */
export const FILE_NAME_SHORT_LENGTH = 28;

/**
 * A file name for a narrow place: at most `max` characters, shortened in the middle with
 * '…' so that its start and its end with the extension stay readable
 * ('Geburtstag-Oma-Ju…-final.jpg'). Counted in code points, so no emoji is cut in half.
 */
export function shortenFileName(name: string, max = FILE_NAME_SHORT_LENGTH): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = chars.lastIndexOf('.');
  // An extension (up to 10 characters after the last dot) is always kept whole.
  const extension = dot > 0 && chars.length - dot <= 11 ? chars.length - dot : 0;
  const keep = Math.max(2, max - 1);
  const tail = Math.min(keep - 1, Math.max(extension, Math.floor(keep / 2)));
  return `${chars.slice(0, keep - tail).join('')}…${chars.slice(chars.length - tail).join('')}`;
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
