import { Route } from '@asp/web-kit/router';
import { BranchCreatePage, BranchEditPage } from './BranchFormPage';
import { BranchListPage } from './BranchListPage';

/** The routes of the Filialen module, placed inside the back-office layout route. */
export const branchRoutes = [
  <Route key="list" path="/backend/branches" element={<BranchListPage />} />,
  <Route key="new" path="/backend/branches/new" element={<BranchCreatePage />} />,
  <Route key="edit" path="/backend/branches/:id" element={<BranchEditPage />} />,
];
