import { Route } from '@asp/web-kit/router';
import { DonateeFormPage } from './DonateeFormPage';
import { DonateeListPage } from './DonateeListPage';

/** The routes of the Spendenempfänger module, placed inside the back-office layout route. */
export const donateeRoutes = [
  <Route key="donatees-list" path="/backend/donatees" element={<DonateeListPage />} />,
  <Route key="donatees-new" path="/backend/donatees/new" element={<DonateeFormPage />} />,
  <Route key="donatees-edit" path="/backend/donatees/:id" element={<DonateeFormPage />} />,
];
