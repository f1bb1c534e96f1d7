import { ContentImage } from '../parts/ContentImage';
import { ContentLinks } from '../parts/Links';
import { MainSlider } from '../parts/MainSlider';
import { image, links, slides, str, type Value } from './block-values';

/** hero_main: the page's big opener — title, text (plain, the builder's textarea), links over its slides (the builder's) or one image. */
export function HeroMainBlock({ value }: { value: Value }) {
  return (
    <div className="cms-hero cms-hero--main">
      {slides(value).length > 0 ? (
        <MainSlider slides={slides(value)} className="cms-hero__slider" />
      ) : (
        <ContentImage image={image(value, 'image')} className="cms-hero__image" priority />
      )}
      <div className="cms-hero__content">
        {str(value, 'title') ? <h1 className="cms-hero__title">{str(value, 'title')}</h1> : null}
        {str(value, 'text') ? <p className="cms-hero__text">{str(value, 'text')}</p> : null}
        <ContentLinks links={links(value)} />
      </div>
    </div>
  );
}
