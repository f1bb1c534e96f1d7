import { Route } from '@asp/web-kit/router';
import { DepartmentFormPage } from './DepartmentFormPage';
import { DepartmentListPage } from './DepartmentListPage';

/** The routes of the Abteilungen module, placed inside the back-office layout route. */
export const departmentRoutes = [
  <Route key="departments-list" path="/backend/departments" element={<DepartmentListPage />} />,
  <Route key="departments-new" path="/backend/departments/new" element={<DepartmentFormPage />} />,
  <Route key="departments-edit" path="/backend/departments/:id" element={<DepartmentFormPage />} />,
];
