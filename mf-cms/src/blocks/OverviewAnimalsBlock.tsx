import { newsTeaserTexts } from '@asp/i18n';
import { Link } from '@asp/web-kit/router';
import { publicNode, useWebsite } from '../content-context';
import { nodePath } from '../node-paths';
import { ContentImage } from '../parts/ContentImage';
import { RichText } from '../parts/RichText';
import { image, references, str, type Value } from './block-values';

/** overview_animals (website.md §2): icon, headline, the selected public animals (name, stylised image, text, 'weiterlesen'). */
export function OverviewAnimalsBlock({ value }: { value: Value }) {
  const { nodes } = useWebsite();
  const animals = references(value, 'animals')
    .map((id) => publicNode(nodes, id, 'animal'))
    .filter((node) => node !== null);
  return (
    <div className="cms-overview-animals">
      <ContentImage image={image(value, 'icon')} className="cms-icon" sizes="64px" />
      {str(value, 'headline') ? <h2>{str(value, 'headline')}</h2> : null}
      <ul className="cms-cards">
        {animals.map((animal) => {
          const content = animal.content as Value;
          return (
            <li key={animal.id} className="cms-card" data-testid="animal-card">
              <ContentImage image={image(content, 'image_stylistically')} sizes="(min-width: 960px) 30vw, 90vw" />
              <h3>{str(content, 'name')}</h3>
              <RichText html={str(content, 'text')} />
              <Link className="cms-button" to={nodePath(animal)}>
                {newsTeaserTexts.readMore}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
