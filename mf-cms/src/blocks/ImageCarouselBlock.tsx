import { CAROUSEL_INTERVAL_MS, carouselPosition, wrapIndex } from '@asp/domain';
import { useEffect, useState } from 'react';
import { ContentImage } from '../parts/ContentImage';
import { images, type Value } from './block-values';

/**
 * image_carousel (website.md §2): a new image every 5 seconds; each image sits at the
 * current, previous or next position, and with more than 3 images the rest at 'last'.
 */
export function ImageCarouselBlock({ value }: { value: Value }) {
  const all = images(value, 'images');
  const [current, setCurrent] = useState(0);
  const count = all.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setCurrent((i) => wrapIndex(i + 1, count)), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count]);

  return (
    <div className="cms-carousel" data-testid="image-carousel">
      {all.map((img, i) => {
        const position = carouselPosition(i, current, count);
        return (
          <div key={i} className={`cms-carousel__item${position ? ` is-${position}` : ''}`} data-position={position ?? 'hidden'}>
            <ContentImage image={img} sizes="(min-width: 960px) 50vw, 90vw" />
          </div>
        );
      })}
    </div>
  );
}
