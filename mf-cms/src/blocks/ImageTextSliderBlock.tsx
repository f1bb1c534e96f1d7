import { ContentImage } from '../parts/ContentImage';
import { ContentLinks } from '../parts/Links';
import { MainSlider } from '../parts/MainSlider';
import { RichText } from '../parts/RichText';
import { image, links, slides, str, type Value } from './block-values';

/** image_text_slider (website.md §2): title, secondary slider, image, text, links. */
export function ImageTextSliderBlock({ value }: { value: Value }) {
  return (
    <div className="cms-image-text-slider">
      {str(value, 'title') ? <h2>{str(value, 'title')}</h2> : null}
      <MainSlider slides={slides(value)} className="cms-slider--secondary" />
      <ContentImage image={image(value, 'image')} sizes="(min-width: 960px) 40vw, 100vw" />
      <RichText html={str(value, 'text')} />
      <ContentLinks links={links(value)} />
    </div>
  );
}
