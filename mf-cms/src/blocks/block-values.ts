/**
 * Reading a block's value (website.md §2, §3). The content service keeps block values as
 * generic JSON (libs/contracts siteBodyBlockSchema), so every reader here takes `unknown`
 * and answers a safe default: a half-filled block from the builder shows what it has.
 */

export type Value = Record<string, unknown>;

export interface ImageValue {
  id: number | string;
  version: number | string;
  extension: string;
  alt?: string;
  width?: number;
  height?: number;
}

/**
 * The link field kinds of website.md §2, stored with their `kind` (the back office's link
 * field, mf-backoffice website/fields/field-definitions.ts).
 */
export type LinkValue =
  | { kind: 'site_link'; label?: string; reference?: { id: number | string } | null }
  | { kind: 'router_link'; label?: string; to?: string }
  | { kind: 'href_link'; label?: string; href?: string; target?: '_self' | '_blank' }
  | {
      kind: 'file_link';
      label?: string;
      file?: { publicHash: string; id: number | string; version: number | string; extension: string } | null;
    }
  | { kind: 'email_link'; label?: string; mailto?: string }
  | { kind: 'phone_link'; label?: string; phone?: string };

const LINK_KINDS = new Set(['site_link', 'router_link', 'href_link', 'file_link', 'email_link', 'phone_link']);

/** A slide of the main slider: image, optional caption text, duration in seconds. */
export interface SlideValue {
  image: ImageValue | null;
  text: string;
  duration: number;
}

export function asValue(value: unknown): Value {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Value) : {};
}

export function str(value: Value, key: string): string {
  const v = value[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export function num(value: Value, key: string, fallback = 0): number {
  const v = Number(value[key]);
  return Number.isFinite(v) ? v : fallback;
}

export function list(value: Value, key: string): unknown[] {
  const v = value[key];
  return Array.isArray(v) ? v : [];
}

export function isImage(value: unknown): value is ImageValue {
  const v = asValue(value);
  return (typeof v.id === 'number' || typeof v.id === 'string') && typeof v.extension === 'string';
}

export function image(value: Value, key: string): ImageValue | null {
  const v = value[key];
  return isImage(v) ? v : null;
}

export function images(value: Value, key: string): ImageValue[] {
  return list(value, key).filter(isImage);
}

/**
 * The links of a collection field: each item is `{ link: LinkValue }` (the builder's
 * collection of one link field) or the link itself; unknown kinds are left out.
 */
export function links(value: Value, key = 'links'): LinkValue[] {
  return list(value, key)
    .map((item) => {
      const entry = asValue(item);
      return 'link' in entry ? asValue(entry.link) : entry;
    })
    .filter((link) => typeof link.kind === 'string' && LINK_KINDS.has(link.kind))
    .map((link) => link as LinkValue);
}

export function slides(value: Value, key = 'slides'): SlideValue[] {
  return list(value, key).map((entry) => {
    const slide = asValue(entry);
    return { image: image(slide, 'image'), text: str(slide, 'text'), duration: num(slide, 'duration', 5) };
  });
}

const idOf = (entry: unknown): unknown => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry);

/**
 * Ids of referenced nodes in a collection: the builder stores `[{ animal: { id: 3 } }]`
 * (a collection of one reference field); plain `[{ id: 3 }]` and `[3]` are read too.
 * An empty reference (null) is left out.
 */
export function references(value: Value, key: string): Array<number | string> {
  return list(value, key)
    .map((entry) => {
      const item = asValue(entry);
      if ('id' in item || typeof entry !== 'object' || entry === null) return idOf(entry);
      const fields = Object.values(item);
      return fields.length === 1 ? idOf(fields[0]) : undefined;
    })
    .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string');
}

/** The fields of a tabs field (stored as one object under its name) merged over the value's own. */
export function withTabs(value: Value, key: string): Value {
  return { ...value, ...asValue(value[key]) };
}
