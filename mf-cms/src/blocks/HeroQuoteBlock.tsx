import { ContentImage } from '../parts/ContentImage';
import { RichText } from '../parts/RichText';
import { image, num, str, type Value } from './block-values';

/** hero_quote (website.md §2): quote turned by `rotation` degrees, text, image. */
export function HeroQuoteBlock({ value }: { value: Value }) {
  const rotation = num(value, 'rotation', 0);
  return (
    <div className="cms-hero cms-hero--quote">
      <ContentImage image={image(value, 'image')} className="cms-hero__image" />
      <div className="cms-hero__content">
        {str(value, 'quote') ? (
          <blockquote className="cms-quote" style={{ transform: `rotate(${rotation}deg)` }} data-testid="hero-quote">
            {str(value, 'quote')}
          </blockquote>
        ) : null}
        <RichText html={str(value, 'text')} />
      </div>
    </div>
  );
}
