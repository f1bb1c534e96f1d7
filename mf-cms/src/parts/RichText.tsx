/**
 * Staff-written HTML (wysiwyg fields, website.md §2 "wysiwyg (raw HTML)"). Safe to render as
 * HTML because the content service sanitises every markup string of a site, draft, block or
 * node before storing it (server-kit sanitizeMarkupInDocument: the editor's tags and images,
 * no scripts, handlers or unsafe URLs).
 */
export function RichText({ html, className = 'cms-rich-text' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
