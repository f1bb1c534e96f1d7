import { Route } from '@asp/web-kit/router';
import { CategoryFormPage } from './CategoryFormPage';
import { CategoryTreePage } from './CategoryTreePage';

/** The routes of the Kategorien module, placed inside the back-office layout route. */
export const categoryRoutes = [
  <Route key="categories-list" path="/backend/categories" element={<CategoryTreePage />} />,
  <Route key="categories-new" path="/backend/categories/new" element={<CategoryFormPage />} />,
  <Route key="categories-edit" path="/backend/categories/:id" element={<CategoryFormPage />} />,
];
