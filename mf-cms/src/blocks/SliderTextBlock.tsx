import { ContentImage } from '../parts/ContentImage';
import { ContentLinks } from '../parts/Links';
import { MainSlider } from '../parts/MainSlider';
import { RichText } from '../parts/RichText';
import { image, links, slides, str, type Value } from './block-values';

/** slider_text (website.md §2): background image, title, text, links and a slider; the layout shrinks with exactly one slide. */
export function SliderTextBlock({ value }: { value: Value }) {
  const all = slides(value);
  return (
    <div className={all.length === 1 ? 'cms-slider-text is-single' : 'cms-slider-text'} data-testid="slider-text">
      <ContentImage image={image(value, 'background_image')} className="cms-background" />
      <div className="cms-slider-text__content">
        {str(value, 'title') ? <h2>{str(value, 'title')}</h2> : null}
        <RichText html={str(value, 'text')} />
        <ContentLinks links={links(value)} />
      </div>
      <MainSlider slides={all} className="cms-slider--secondary" />
    </div>
  );
}
