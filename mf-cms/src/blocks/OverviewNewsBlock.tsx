import { newsOverview } from '@asp/domain';
import { useState } from 'react';
import { useWebsite } from '../content-context';
import { str, type Value } from './block-values';
import { NewsCard } from './NewsCard';

/** overview_news (website.md §2): the news list, 3 shown; with more, 'Alle anzeigen' / 'Weniger anzeigen'. */
export function OverviewNewsBlock({ value }: { value: Value }) {
  const { nodes, branches, config } = useWebsite();
  const [expanded, setExpanded] = useState(false);
  const { items, toggleLabel } = newsOverview([...nodes], expanded);
  return (
    <div className="cms-overview-news">
      {str(value, 'headline') ? <h2>{str(value, 'headline')}</h2> : null}
      <ul className="cms-cards">
        {items.map((node) => (
          <NewsCard key={node.id} node={node} branches={branches} timeZone={config.timeZone} />
        ))}
      </ul>
      {toggleLabel ? (
        <button type="button" className="cms-button cms-button--secondary" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {toggleLabel}
        </button>
      ) : null}
    </div>
  );
}
