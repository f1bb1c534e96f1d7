import { imageSrcSet, imageUrl } from '@asp/domain';
import { useState } from 'react';
import type { ImageValue } from '../blocks/block-values';

/**
 * An image of the content service (website.md §3): the six sized files as `srcset`, the
 * given `sizes`, width and height when known (no layout shift), and the states loading,
 * loaded and error (an error sets a state class).
 */
export function ContentImage({
  image,
  sizes = '100vw',
  className,
  loading = 'lazy',
  priority = false,
}: {
  image: ImageValue | null;
  sizes?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** The page's largest first image (heroes): fetched first, never lazily (LCP). */
  priority?: boolean;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  if (!image) return null;
  const width = typeof image.width === 'number' ? image.width : undefined;
  const height = typeof image.height === 'number' ? image.height : undefined;
  return (
    <img
      className={['cms-image', `is-${state}`, className].filter(Boolean).join(' ')}
      src={imageUrl(image)}
      srcSet={imageSrcSet(image, width)}
      sizes={sizes}
      width={width}
      height={height}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={() => setState('loaded')}
      onError={() => setState('error')}
    />
  );
}
