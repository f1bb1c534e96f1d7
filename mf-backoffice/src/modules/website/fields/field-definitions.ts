import type { ImageValue } from '@asp/web-kit';

/**
 * The content field kinds of website.md §3 ("text, textarea (default rows 3), wysiwyg,
 * markdown, number (decimals, min, max), date (mode default dateTime, is24hr default true,
 * minuteIncrement default 1), image, images, file, files, boolean, select, multiselect,
 * group, tabs, collection, reference, color") plus the link kinds of §2. A block or node
 * type is described by a list of these; ContentFields renders the form for it, so a new
 * block type needs a definition, not a form.
 */
export interface FieldBase {
  /** Key of the value in the content object. */
  name: string;
  label: string;
  required?: boolean;
}

export type SelectChoice = { value: string; label: string };
export type ReferenceTarget = 'site' | 'block' | 'node';

export type FieldDefinition = FieldBase &
  (
    | { kind: 'text' | 'wysiwyg' | 'markdown' | 'color' | 'boolean' | 'image' | 'images' | 'file' | 'files' }
    | { kind: 'textarea'; rows?: number }
    | { kind: 'number'; decimals?: number; min?: number; max?: number }
    | { kind: 'date'; mode?: 'dateTime' | 'date' | 'time'; is24hr?: boolean; minuteIncrement?: number }
    | { kind: 'select'; options: SelectChoice[] }
    | { kind: 'multiselect'; options: SelectChoice[] }
    | { kind: 'group'; fields: FieldDefinition[] }
    | { kind: 'tabs'; tabs: { label: string; fields: FieldDefinition[] }[] }
    | { kind: 'collection'; fields: FieldDefinition[]; minItems?: number }
    | { kind: 'reference'; to: ReferenceTarget; nodeType?: string }
    | { kind: 'link' }
  );

export type FieldKind = FieldDefinition['kind'];

/** A file value (website.md §2 file_link: "file with publicHash, id, version, extension"). */
export interface FileValue {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
}

/** A reference value: the id of the referenced site, block or node (website.md §2 site_link "reference.id"). */
export interface ReferenceValue {
  id: number;
}

/** website.md §2 "Link field kinds", stored with their kind. */
export type LinkValue =
  | { kind: 'site_link'; label: string; reference: ReferenceValue | null }
  | { kind: 'router_link'; label: string; to: string }
  | { kind: 'href_link'; label: string; href: string; target: '_self' | '_blank' }
  | { kind: 'file_link'; label: string; file: FileValue | null }
  | { kind: 'email_link'; label: string; mailto: string }
  | { kind: 'phone_link'; label: string; phone: string };
export type LinkKind = LinkValue['kind'];
export const LINK_KINDS: LinkKind[] = ['site_link', 'router_link', 'href_link', 'file_link', 'email_link', 'phone_link'];

export type ContentValue = Record<string, unknown>;

/** The empty value of a new link of this kind. */
export function emptyLink(kind: LinkKind): LinkValue {
  switch (kind) {
    case 'site_link':
      return { kind, label: '', reference: null };
    case 'router_link':
      return { kind, label: '', to: '' };
    case 'href_link':
      return { kind, label: '', href: '', target: '_blank' };
    case 'file_link':
      return { kind, label: '', file: null };
    case 'email_link':
      return { kind, label: '', mailto: '' };
    case 'phone_link':
      return { kind, label: '', phone: '' };
  }
}

/** The value a new, untouched field starts with. */
export function emptyValue(field: FieldDefinition): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
    case 'date':
      return '';
    case 'color':
      return '#ffffff';
    case 'number':
    case 'image':
    case 'file':
    case 'reference':
      return null;
    case 'boolean':
      return false;
    case 'select':
      return field.options[0]?.value ?? '';
    case 'images':
    case 'files':
    case 'multiselect':
    case 'collection':
      return [];
    case 'group':
      return emptyContent(field.fields);
    case 'tabs':
      return emptyContent(field.tabs.flatMap((tab) => tab.fields));
    case 'link':
      return emptyLink('site_link');
  }
}

/** The content of a new block or node: every field with its empty value. */
export function emptyContent(fields: readonly FieldDefinition[]): ContentValue {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

export type { ImageValue };
