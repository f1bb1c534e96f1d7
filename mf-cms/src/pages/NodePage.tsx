import { teaserDate } from '@asp/domain';
import { usePageTitle } from '@asp/web-kit';
import { useParams } from '@asp/web-kit/router';
import { BlockList } from '../blocks/BlockList';
import { image, links, str, type Value } from '../blocks/block-values';
import { useWebsite } from '../content-context';
import { nodeBySlug, nodeTitle, type DetailNodeType } from '../node-paths';
import { ContentImage } from '../parts/ContentImage';
import { ContentLinks } from '../parts/Links';
import { MarkdownText } from '../parts/MarkdownText';
import { RichText } from '../parts/RichText';
import { NotFoundPage } from './NotFoundPage';

/**
 * The detail page of an animal (/unsere-tiere/{slug}), a news item (/news/{slug}) or a job
 * flagged isNews (/job/{slug}), website.md §2: title, image, date, text and the node's body (markdown).
 */
export function NodePage({ type }: { type: DetailNodeType }) {
  const { slug = '' } = useParams();
  const { nodes, config } = useWebsite();
  const node = nodeBySlug(nodes, type, slug);
  const title = node ? nodeTitle(node) : null;
  usePageTitle(title);
  if (!node) return <NotFoundPage />;
  const content = node.content as Value;
  const picture = type === 'animal' ? image(content, 'image_real') : image(content, 'image');
  const date = type === 'animal' ? '' : teaserDate(str(content, 'date') || null, config.timeZone);
  return (
    <article className={`cms-page cms-node cms-node--${type}`} data-testid="node-page">
      <header className="cms-node__header">
        {date ? <time>{date}</time> : null}
        <h1>{title}</h1>
      </header>
      <ContentImage image={picture} loading="eager" sizes="(min-width: 960px) 60vw, 100vw" />
      <RichText html={str(content, 'text')} />
      <ContentLinks links={links(content)} />
      {/* The builder keeps a node's body as markdown; a list of blocks is shown as blocks. */}
      {typeof content.body === 'string' ? <MarkdownText text={content.body} /> : <BlockList body={content.body} />}
    </article>
  );
}
