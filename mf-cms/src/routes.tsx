import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * The website's routes, absolute (the shell mounts the remote under `<Route path="/*">`
 * for every path no other remote claims). Until the content service exists every
 * path ends at the 404 page of storefront.md §2.7; the commented slots are where the
 * pages go.
 */
export function CmsRoutes() {
  return (
    <Routes>
      {/* <Route path="/unsere-tiere/:slug" element={<AnimalPage />} /> */}
      {/* <Route path="/news/*" element={<NewsPage />} /> */}
      {/* <Route path="/job/*" element={<JobPage />} /> */}
      {/* catch-all: the generic content page, looked up by site path (website.md) */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
