import { Loader } from '@asp/web-kit';

/**
 * What a lazily loaded page shows while its chunk arrives: the loader inside a block as
 * tall as the viewport below the header, so the footer does not jump up and back down
 * (issue 18: no layout shift).
 */
export function PageSkeleton() {
  return (
    <div style={{ minHeight: '100vh' }} aria-busy="true">
      <Loader />
    </div>
  );
}
