import { Route } from '@asp/web-kit/router';
import { MenuFormPage } from './MenuFormPage';
import { MenuListPage } from './MenuListPage';

/** The routes of the Produktkataloge module, placed inside the back-office layout route. */
export const menuRoutes = [
  <Route key="menus-list" path="/backend/menus" element={<MenuListPage />} />,
  <Route key="menus-new" path="/backend/menus/new" element={<MenuFormPage />} />,
  <Route key="menus-edit" path="/backend/menus/:id" element={<MenuFormPage />} />,
];
