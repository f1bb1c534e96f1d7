import { ANIMAL_SCROLL_STEP_REM } from '@asp/domain';
import { newsTeaserTexts, websiteTexts } from '@asp/i18n';
import { useRef } from 'react';
import { Link } from '@asp/web-kit/router';
import { publicNode, useWebsite } from '../content-context';
import { nodePath } from '../node-paths';
import { ContentImage } from '../parts/ContentImage';
import { RichText } from '../parts/RichText';
import { image, references, str, type Value } from './block-values';

/** The scroll step in pixels: 19.2833 rem at the root font size. */
export function animalScrollStepPx(): number {
  const rootSize = typeof window === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return ANIMAL_SCROLL_STEP_REM * rootSize;
}

/**
 * teaser_animal (website.md §2): quote, text and a horizontal scroller of the selected
 * public animals (short name, real image, 'weiterlesen'); arrows scroll by about 19.28 rem, smoothly.
 */
export function TeaserAnimalBlock({ value }: { value: Value }) {
  const { nodes } = useWebsite();
  const scroller = useRef<HTMLUListElement>(null);
  const animals = references(value, 'animals')
    .map((id) => publicNode(nodes, id, 'animal'))
    .filter((node) => node !== null);
  const scroll = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * animalScrollStepPx(), behavior: 'smooth' });

  return (
    <div className="cms-teaser-animal">
      {str(value, 'quote') ? <blockquote className="cms-quote">{str(value, 'quote')}</blockquote> : null}
      <RichText html={str(value, 'text')} />
      <div className="cms-scroller">
        <button type="button" className="cms-scroller__arrow" aria-label={websiteTexts.scrollLeft} onClick={() => scroll(-1)}>
          ‹
        </button>
        <ul ref={scroller} className="cms-scroller__list" data-testid="animal-scroller">
          {animals.map((animal) => {
            const content = animal.content as Value;
            return (
              <li key={animal.id} className="cms-scroller__item">
                <ContentImage image={image(content, 'image_real')} sizes="18rem" />
                <h3>{str(content, 'name_short') || str(content, 'name')}</h3>
                <Link className="cms-button" to={nodePath(animal)}>
                  {newsTeaserTexts.readMore}
                </Link>
              </li>
            );
          })}
        </ul>
        <button type="button" className="cms-scroller__arrow" aria-label={websiteTexts.scrollRight} onClick={() => scroll(1)}>
          ›
        </button>
      </div>
    </div>
  );
}
