/**
 * Staff-written HTML (wysiwyg fields, website.md §2 "wysiwyg (raw HTML)"). The content
 * service stores it as the builder's editor produced it; only staff with ROLE_ADMIN write it.
 */
export function RichText({ html, className = 'cms-rich-text' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
