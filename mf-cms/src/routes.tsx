import { Route, Routes } from '@asp/web-kit/router';
import { NodePage } from './pages/NodePage';
import { PreviewPage } from './pages/PreviewPage';
import { SitePage } from './pages/SitePage';

/**
 * The website's routes (website.md §2), absolute: the shell mounts the remote under
 * `<Route path="/*">` for the paths it owns (shell/src/routing/remote-for-path.ts).
 * /store/{branchIdentifier} stays the storefront's branch page. Every other path is a
 * content page looked up by its path ('/' the home; several segments allowed), or the 404 view.
 */
export function CmsRoutes() {
  return (
    <Routes>
      <Route path="/unsere-tiere/:slug" element={<NodePage type="animal" />} />
      <Route path="/news/:slug" element={<NodePage type="news" />} />
      <Route path="/job/:slug" element={<NodePage type="job" />} />
      {/* A draft through its secret preview link (the content service's POST /api/sites/{id}/preview-link). */}
      <Route path="/vorschau/:token" element={<PreviewPage />} />
      <Route path="*" element={<SitePage />} />
    </Routes>
  );
}
