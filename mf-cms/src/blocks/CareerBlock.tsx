import { careerEmptyText, careerFilters, careerJobs } from '@asp/domain';
import { useState } from 'react';
import { useWebsite } from '../content-context';
import { nodeTitle } from '../node-paths';
import { ContentLinks } from '../parts/Links';
import { RichText } from '../parts/RichText';
import { links, str, type Value } from './block-values';

/**
 * career (website.md §2): headline, filter buttons ('Alle Stellen' plus one per public
 * enabled branch) and the public jobs of the filter (a job matches its branches or 'all').
 */
export function CareerBlock({ value }: { value: Value }) {
  const { nodes, branches } = useWebsite();
  const [filter, setFilter] = useState('all');
  const jobs = careerJobs([...nodes], filter);
  const empty = careerEmptyText(jobs);
  return (
    <div className="cms-career">
      {str(value, 'headline') ? <h2>{str(value, 'headline')}</h2> : null}
      <div className="cms-career__filters" role="group">
        {careerFilters(branches).map((option) => (
          <button
            key={option.identifier}
            type="button"
            className={option.identifier === filter ? 'cms-button is-active' : 'cms-button cms-button--secondary'}
            aria-pressed={option.identifier === filter}
            onClick={() => setFilter(option.identifier)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {empty ? (
        <p className="cms-career__empty">{empty}</p>
      ) : (
        <ul className="cms-career__jobs">
          {jobs.map((job) => {
            const content = job.content as Value;
            return (
              <li key={job.id} className="cms-card" data-testid="job">
                <h3>{nodeTitle(job)}</h3>
                <RichText html={str(content, 'text')} />
                <ContentLinks links={links(content)} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
