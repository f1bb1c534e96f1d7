import { ContentImage } from '../parts/ContentImage';
import { RichText } from '../parts/RichText';
import { image, str, type Value } from './block-values';

/** text (website.md §2): width ('small', 'medium', 'full'), icon, background colour, text. */
export function TextBlock({ value }: { value: Value }) {
  const width = str(value, 'width') || 'medium';
  const background = str(value, 'background');
  return (
    <div className={`cms-text cms-text--${width}`} style={background ? { background } : undefined}>
      <ContentImage image={image(value, 'icon')} className="cms-text__icon" sizes="64px" />
      <RichText html={str(value, 'text')} />
    </div>
  );
}
