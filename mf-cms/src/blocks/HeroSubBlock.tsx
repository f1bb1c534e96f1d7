import { ContentImage } from '../parts/ContentImage';
import { RichText } from '../parts/RichText';
import { image, str, type Value } from './block-values';

/** hero_sub: a smaller opener for sub-pages — image, title, text. */
export function HeroSubBlock({ value }: { value: Value }) {
  return (
    <div className="cms-hero cms-hero--sub">
      <ContentImage image={image(value, 'image')} className="cms-hero__image" priority />
      <div className="cms-hero__content">
        {str(value, 'title') ? <h1 className="cms-hero__title">{str(value, 'title')}</h1> : null}
        <RichText html={str(value, 'text')} />
      </div>
    </div>
  );
}
