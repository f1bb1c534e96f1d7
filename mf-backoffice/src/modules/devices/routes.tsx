import { Route } from '@asp/web-kit/router';
import { DeviceDetailPage } from './DeviceDetailPage';
import { DeviceCreatePage, DeviceEditPage } from './DeviceFormPage';
import { DeviceListPage } from './DeviceListPage';

/** The routes of the Geräte module, placed inside the back-office layout route. */
export const deviceRoutes = [
  <Route key="devices-list" path="/backend/devices" element={<DeviceListPage />} />,
  <Route key="devices-new" path="/backend/devices/new" element={<DeviceCreatePage />} />,
  <Route key="devices-detail" path="/backend/devices/:id" element={<DeviceDetailPage />} />,
  <Route key="devices-edit" path="/backend/devices/:id/edit" element={<DeviceEditPage />} />,
];
