import type { RemoteAppProps } from '@asp/web-kit';
import { CmsRoutes } from './routes';

/**
 * The website remote (DESIGN.md §2): content pages built from blocks, animal/news/job
 * pages, forms — for now the 404 page for every path (see routes.tsx).
 */
export default function RemoteApp(_props: RemoteAppProps) {
  return <CmsRoutes />;
}
