import { CountUp } from '../parts/CountUp';
import { ContentImage } from '../parts/ContentImage';
import { asValue, image, list, str, type Value } from './block-values';

/** numbers (website.md §2): background image, headline and operating-data items whose numbers count up when seen. */
export function NumbersBlock({ value }: { value: Value }) {
  const items = list(value, 'operating_data').map(asValue);
  return (
    <div className="cms-numbers">
      <ContentImage image={image(value, 'background_image')} className="cms-background" />
      {str(value, 'headline') ? <h2>{str(value, 'headline')}</h2> : null}
      <ul className="cms-numbers__list">
        {items.map((item, i) => (
          <li key={i} className="cms-numbers__item">
            <strong className="cms-numbers__number">
              <CountUp value={str(item, 'number')} />
            </strong>
            <span className="cms-numbers__text">{str(item, 'text')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
