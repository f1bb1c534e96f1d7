import type { Branch, ContentNode } from '@asp/contracts';
import { jobLocationNames, plainText, teaserDate, truncate } from '@asp/domain';
import { careerTexts, newsTeaserTexts } from '@asp/i18n';
import { Link } from '@asp/web-kit/router';
import { nodePath, nodeTitle } from '../node-paths';
import { ContentImage } from '../parts/ContentImage';
import { image, str, type Value } from './block-values';

/**
 * One item of teaser_news and overview_news (website.md §2): date DD.MM.YYYY, name, image;
 * news show their text (truncated), jobs 'Filiale:' and the location names; 'Mehr erfahren'.
 */
export function NewsCard({ node, branches, timeZone }: { node: ContentNode; branches: readonly Branch[]; timeZone: string }) {
  const content = node.content as Value;
  const date = teaserDate(str(content, 'date') || null, timeZone);
  return (
    <li className="cms-card cms-news-card" data-testid="news-card">
      <ContentImage image={image(content, 'image')} sizes="(min-width: 960px) 30vw, 90vw" />
      {date ? <time className="cms-news-card__date">{date}</time> : null}
      <h3>{nodeTitle(node)}</h3>
      {node.type === 'job' ? (
        <p className="cms-news-card__location">
          {careerTexts.branchPrefix} {jobLocationNames({ ...node, content: { location: locations(content) } }, [...branches]).join(', ')}
        </p>
      ) : (
        // A teaser: the text without its markup, cut at 128 characters with '...' (website.md §5).
        <p className="cms-news-card__text">{truncate(plainText(str(content, 'text')))}</p>
      )}
      <Link className="cms-button" to={nodePath(node)}>
        {newsTeaserTexts.more}
      </Link>
    </li>
  );
}

function locations(content: Value): string[] {
  const location = content.location;
  return Array.isArray(location) ? location.filter((id): id is string => typeof id === 'string') : [];
}
