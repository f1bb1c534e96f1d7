import { Fragment, type ReactNode } from 'react';

/**
 * A markdown field (website.md §3 'markdown'; the nodes' body) shown as text: paragraphs at
 * blank lines, line breaks kept, **bold** and *italic* marked. Everything else stays
 * literal — the text never becomes HTML (no markdown library is installed; this is enough
 * for the short bodies of animals, news and jobs).
 */
export function MarkdownText({ text, className = 'cms-markdown' }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? <br /> : null}
              {emphasis(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

function emphasis(line: string): ReactNode[] {
  return line.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/g).map((part, i) => {
    if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (/^\*[^*]+\*$/.test(part)) return <em key={i}>{part.slice(1, -1)}</em>;
    return part;
  });
}
