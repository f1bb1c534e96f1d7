import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';

/**
 * Rich text (branch, product and config texts) is stored as HTML and rendered as HTML by
 * the storefront, so the server keeps only what the back office's editor can produce:
 * paragraphs, line breaks, bold/italic/underline/strike, h2–h4, lists, quotes and links to
 * http(s), mailto and tel. Everything else is removed; the text inside a removed tag stays,
 * except for tags whose content is code or a foreign document (script, style, iframe, …).
 */
const SAFE_HREF = /^(?:https?:|mailto:|tel:)/i;

/** A link opened in a new tab cannot reach back to the shop (window.opener). */
const NEW_TAB_REL = 'noopener noreferrer nofollow';

const transformLink: Transformer = (tagName, attribs) => {
  // Browsers ignore control characters and blanks inside a scheme ('java\tscript:').
  const href = (attribs.href ?? '').replace(/[\u0000-\u0020\u007f]/g, '');
  // A link without a safe target keeps its text and loses its target: an inert <a> (renaming
  // the tag here would make sanitize-html close later links with the new name).
  if (!SAFE_HREF.test(href)) return { tagName: 'a', attribs: {} };
  const link: Record<string, string> = { href: attribs.href.trim() };
  if (attribs.target === '_blank') {
    link.target = '_blank';
    link.rel = NEW_TAB_REL;
  }
  return { tagName: 'a', attribs: link };
};

export const RICH_TEXT_OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is code or another document, never text for the reader.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'svg', 'math'],
  // The same meaning under the names older editors and pasted office texts use.
  transformTags: { b: 'strong', i: 'em', strike: 's', del: 's', h1: 'h2', h5: 'h4', h6: 'h4', a: transformLink },
};

/** The stored form of a rich text: only the editor's markup, no scripts, handlers, styles or unsafe links. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
  // The editor's empty document: stored as '' so "no text" is one value.
  return /^(?:<p>\s*(?:<br \/>)?\s*<\/p>)*$/.test(clean) ? '' : clean;
}

/**
 * Sanitises the rich-text fields of a record in place, named as dotted paths
 * ('description', 'content.allergens'); a path whose value is not a string is skipped.
 */
export function sanitizeRichTextFields<T extends object>(record: T, paths: readonly string[]): T {
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let owner: unknown = record;
    for (const key of keys) owner = owner && typeof owner === 'object' ? (owner as Record<string, unknown>)[key] : undefined;
    if (!owner || typeof owner !== 'object') continue;
    const target = owner as Record<string, unknown>;
    if (typeof target[last] === 'string') target[last] = sanitizeRichText(target[last]);
  }
  return record;
}

/**
 * Website documents (sites, blocks, nodes): their block values hold rich text in places only
 * the builder's field definitions know, and mf-cms renders those as HTML. So the server
 * treats every string of the document that contains '<' as markup and keeps only the
 * editor's tags plus images; a string without '<' cannot open a tag and stays as written.
 * (A plain-text field with a literal '<' is stored escaped, '&lt;', and shows so: accepted.)
 */
export const WEBSITE_MARKUP_OPTIONS: IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedTags: [...(RICH_TEXT_OPTIONS.allowedTags as string[]), 'img'],
  allowedAttributes: { ...RICH_TEXT_OPTIONS.allowedAttributes, img: ['src', 'alt', 'width', 'height', 'title'] },
  allowedSchemesByTag: { img: ['http', 'https'] },
  // The base options check schemes on href only; an image's src needs the same check.
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

/** A copy of `value` with every markup string sanitised (see WEBSITE_MARKUP_OPTIONS). */
export function sanitizeMarkupInDocument<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('<') ? sanitizeHtml(value, WEBSITE_MARKUP_OPTIONS) : value) as T;
  if (Array.isArray(value)) return value.map((item) => sanitizeMarkupInDocument(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitizeMarkupInDocument(item)])) as T;
  }
  return value;
}
