import { Route } from '@asp/web-kit/router';
import { TagFormPage } from './TagFormPage';
import { TagListPage } from './TagListPage';

/** The routes of the Tags module, placed inside the back-office layout route. */
export const tagRoutes = [
  <Route key="tags-list" path="/backend/tags" element={<TagListPage />} />,
  <Route key="tags-new" path="/backend/tags/new" element={<TagFormPage />} />,
  <Route key="tags-edit" path="/backend/tags/:id" element={<TagFormPage />} />,
];
