import { Route } from '@asp/web-kit/router';
import { DivisionCreatePage, DivisionEditPage } from './DivisionFormPage';
import { DivisionListPage } from './DivisionListPage';

/** The routes of the Organisationen module, placed inside the back-office layout route. */
export const divisionRoutes = [
  <Route key="divisions" path="/backend/divisions" element={<DivisionListPage />} />,
  <Route key="divisions-new" path="/backend/divisions/new" element={<DivisionCreatePage />} />,
  <Route key="divisions-edit" path="/backend/divisions/:id" element={<DivisionEditPage />} />,
];
