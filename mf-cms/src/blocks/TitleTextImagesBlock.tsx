import { ContentImage } from '../parts/ContentImage';
import { RichText } from '../parts/RichText';
import { images, str, type Value } from './block-values';

/** title_text_images (website.md §2): title, quote, text, images. */
export function TitleTextImagesBlock({ value }: { value: Value }) {
  return (
    <div className="cms-title-text-images">
      {str(value, 'title') ? <h2>{str(value, 'title')}</h2> : null}
      {str(value, 'quote') ? <blockquote className="cms-quote">{str(value, 'quote')}</blockquote> : null}
      <RichText html={str(value, 'text')} />
      <div className="cms-title-text-images__images">
        {images(value, 'images').map((img, i) => (
          <ContentImage key={i} image={img} sizes="(min-width: 960px) 33vw, 100vw" />
        ))}
      </div>
    </div>
  );
}
