import { ContentImage } from '../parts/ContentImage';
import { ContentLinks } from '../parts/Links';
import { RichText } from '../parts/RichText';
import { image, links, str, type Value } from './block-values';

/** hero_main: the page's big opener — background image, title, text, links. */
export function HeroMainBlock({ value }: { value: Value }) {
  return (
    <div className="cms-hero cms-hero--main">
      <ContentImage image={image(value, 'image')} className="cms-hero__image" priority />
      <div className="cms-hero__content">
        {str(value, 'title') ? <h1 className="cms-hero__title">{str(value, 'title')}</h1> : null}
        <RichText html={str(value, 'text')} />
        <ContentLinks links={links(value)} />
      </div>
    </div>
  );
}
