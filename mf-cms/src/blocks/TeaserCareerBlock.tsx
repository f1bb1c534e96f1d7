import { ContentImage } from '../parts/ContentImage';
import { ContentLinks } from '../parts/Links';
import { RichText } from '../parts/RichText';
import { image, links, str, type Value } from './block-values';

/** teaser_career (website.md §2): quote, text, links, image, background colour. */
export function TeaserCareerBlock({ value }: { value: Value }) {
  const background = str(value, 'background_color');
  return (
    <div className="cms-teaser-career" style={background ? { background } : undefined}>
      {str(value, 'quote') ? <blockquote className="cms-quote">{str(value, 'quote')}</blockquote> : null}
      <RichText html={str(value, 'text')} />
      <ContentLinks links={links(value)} />
      <ContentImage image={image(value, 'image')} sizes="(min-width: 960px) 50vw, 100vw" />
    </div>
  );
}
