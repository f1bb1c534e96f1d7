import { newsTeaser } from '@asp/domain';
import { useWebsite } from '../content-context';
import { ContentLinks } from '../parts/Links';
import { links, str, type Value } from './block-values';
import { NewsCard } from './NewsCard';

/** teaser_news (website.md §2): the 3 newest public news and public isNews jobs (missing date oldest), plus links. */
export function TeaserNewsBlock({ value }: { value: Value }) {
  const { nodes, branches, config } = useWebsite();
  const items = newsTeaser([...nodes]);
  return (
    <div className="cms-teaser-news">
      {str(value, 'headline') ? <h2>{str(value, 'headline')}</h2> : null}
      <ul className="cms-cards">
        {items.map((node) => (
          <NewsCard key={node.id} node={node} branches={branches} timeZone={config.timeZone} />
        ))}
      </ul>
      <ContentLinks links={links(value)} />
    </div>
  );
}
