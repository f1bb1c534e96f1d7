import type { HeadData } from '@asp/domain';

/** What the website's render module (mf-cms/src/server/render-page.tsx) returns for a page. */
export interface RenderedPage {
  html: string;
  head: HeadData;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The head tags of storefront.md §2.14 as markup, in the order the shell's head sync sets them. */
export function headMarkup(head: HeadData): string {
  const meta = (attr: 'name' | 'property', key: string, content: string | null) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}" />` : '';
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    meta('name', 'robots', head.robots),
    meta('property', 'og:title', head.openGraph.title),
    meta('property', 'og:description', head.openGraph.description),
    meta('property', 'og:url', head.openGraph.url),
    meta('property', 'og:image', head.openGraph.image),
    meta('property', 'og:type', 'website'),
    meta('name', 'twitter:card', head.twitter.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.twitter.title),
    meta('name', 'twitter:description', head.twitter.description),
    meta('name', 'twitter:url', head.twitter.url),
    meta('name', 'twitter:image', head.twitter.image),
  ]
    .filter(Boolean)
    .join('');
}

/**
 * The website's CSS Module (mf-cms/src/website.module.css) as plain CSS for the server
 * markup: its one local class `.root` becomes `#ssr-page .cms-website` and `:global` goes,
 * so the page is styled before any script ran and these rules never reach the live page.
 */
export function serverPageCss(moduleCss: string): string {
  return moduleCss
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/:global\(([^)]*)\)/g, '$1')
    .replace(/:global\s+/g, '')
    .replace(/\.root(?![\w-])/g, '#ssr-page .cms-website')
    .replace(/\s+/g, ' ')
    .trim();
}

const ROOT = '<div id="root"></div>';

/**
 * The shell's index.html with a rendered page: head data instead of the shell's title, the
 * page's markup in `#ssr-page` before the (empty) `#root`. `#root` stays hidden while
 * `#ssr-page` exists; the website remote removes `#ssr-page` in the layout effect of its
 * first render (mf-cms remote-app.tsx), so the browser swaps server markup for the live
 * page in one frame — no empty page or loader in between. null: the shell has no plain root.
 * `path` is the normalised path the page was rendered for (shell bootstrap compares it).
 */
export function injectPage(shellHtml: string, page: RenderedPage, css: string, path: string): string | null {
  if (!shellHtml.includes(ROOT)) return null;
  const style = `<style id="ssr-style">#ssr-page ~ #root{display:none}${css}</style>`;
  const withHead = /<title>[\s\S]*?<\/title>/.test(shellHtml)
    ? shellHtml.replace(/<title>[\s\S]*?<\/title>/, () => headMarkup(page.head) + style)
    : shellHtml.replace('</head>', () => `${headMarkup(page.head)}${style}</head>`);
  // data-path: the shell drops markup of another path (the service worker's offline copy of '/').
  return withHead.replace(ROOT, () => `<div id="ssr-page" data-path="${escapeHtml(path)}">${page.html}</div>${ROOT}`);
}
