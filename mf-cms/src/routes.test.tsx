import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CmsRoutes } from './routes';

function render(path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <CmsRoutes />
    </MemoryRouter>,
  );
}

describe('CmsRoutes', () => {
  it.each(['/agb', '/datenschutz', '/kontakt', '/site/privacy', '/unsere-tiere/rind', '/gibt/es/nicht'])(
    'shows the German 404 page of storefront.md §2.7 for %s while no content exists',
    (path) => {
      const html = render(path);
      expect(html).toContain('<h1 class="cms-not-found__title">404 Not Found</h1>');
      expect(html).toContain('<p>Leider wurde die angeforderte Seite nicht gefunden.</p>');
    },
  );
});
