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

/** The link field kinds of website.md §2. */
export type LinkValue =
  | { type: 'site_link'; label?: string; reference?: { id: number | string } | null }
  | { type: 'router_link'; label?: string; to?: string }
  | { type: 'href_link'; label?: string; href?: string; target?: '_self' | '_blank' }
  | {
      type: 'file_link';
      label?: string;
      file?: { publicHash: string; id: number | string; version: number | string; extension: string } | null;
    }
  | { type: 'email_link'; label?: string; mailto?: string }
  | { type: 'phone_link'; label?: string; phone?: string };

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

export function links(value: Value, key = 'links'): LinkValue[] {
  return list(value, key).filter((link): link is LinkValue => typeof asValue(link).type === 'string');
}

export function slides(value: Value, key = 'slides'): SlideValue[] {
  return list(value, key).map((entry) => {
    const slide = asValue(entry);
    return { image: image(slide, 'image'), text: str(slide, 'text'), duration: num(slide, 'duration', 5) };
  });
}

/** Ids of referenced nodes: `[3, 4]` or `[{ id: 3 }]`. */
export function references(value: Value, key: string): Array<number | string> {
  return list(value, key)
    .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry))
    .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string');
}
