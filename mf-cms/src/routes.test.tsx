import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { WebsiteProvider } from './content-context';
import { CmsRoutes } from './routes';
import { websiteData } from './testing/website-fixtures';

function render(path: string): string {
  return renderToStaticMarkup(
    <WebsiteProvider value={websiteData()}>
      <MemoryRouter initialEntries={[path]}>
        <CmsRoutes />
      </MemoryRouter>
    </WebsiteProvider>,
  );
}

describe('CmsRoutes', () => {
  it.each(['/agb', '/datenschutz', '/kontakt', '/site/privacy', '/unsere-tiere/rind', '/gibt/es/nicht'])(
    'shows the German 404 page of storefront.md §2.7 for %s when no site has the path',
    (path) => {
      const html = render(path);
      expect(html).toContain('<h1 class="cms-not-found__title">404 Not Found</h1>');
      expect(html).toContain('<p>Leider wurde die angeforderte Seite nicht gefunden.</p>');
    },
  );
});
