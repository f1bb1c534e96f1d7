import { Route } from '@asp/web-kit/router';
import { TableFormPage } from './TableFormPage';
import { TableListPage } from './TableListPage';
import { BranchQrPage, TableQrPage } from './TableQrPages';

/** The routes of the Tische module (list, form, the QR print sheets), inside the back-office layout route. */
export const tableRoutes = [
  <Route key="tables-list" path="/backend/tables" element={<TableListPage />} />,
  <Route key="tables-new" path="/backend/tables/new" element={<TableFormPage />} />,
  <Route key="tables-print" path="/backend/tables/print" element={<BranchQrPage />} />,
  <Route key="tables-edit" path="/backend/tables/:id" element={<TableFormPage />} />,
  <Route key="tables-qr" path="/backend/tables/:id/qr" element={<TableQrPage />} />,
];
