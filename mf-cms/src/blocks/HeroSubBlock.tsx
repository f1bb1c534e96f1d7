import { ContentImage } from '../parts/ContentImage';
import { image, str, type Value } from './block-values';

/** hero_sub: a smaller opener for sub-pages — image, title, text. */
export function HeroSubBlock({ value }: { value: Value }) {
  return (
    <div className="cms-hero cms-hero--sub">
      <ContentImage image={image(value, 'image')} className="cms-hero__image" priority />
      <div className="cms-hero__content">
        {str(value, 'title') ? <h1 className="cms-hero__title">{str(value, 'title')}</h1> : null}
        {str(value, 'text') ? <p className="cms-hero__text">{str(value, 'text')}</p> : null}
      </div>
    </div>
  );
}
