import { Route } from '@asp/web-kit/router';
import { OrderDetailPage } from './OrderDetailPage';
import { OrderHistoryPage } from './OrderHistoryPage';
import { OrderListPage } from './OrderListPage';
import { SmsMessagesPage } from './SmsMessagesPage';

/** The routes of the Bestellungen module, placed inside the back-office layout route. */
export const orderRoutes = [
  <Route key="current" path="/backend/orders" element={<OrderListPage kind="current" />} />,
  <Route key="missed" path="/backend/orders/missed" element={<OrderListPage kind="missed" />} />,
  <Route key="history" path="/backend/orders/history" element={<OrderHistoryPage />} />,
  <Route key="sms" path="/backend/orders/sms" element={<SmsMessagesPage />} />,
  <Route key="detail" path="/backend/orders/:id" element={<OrderDetailPage />} />,
];
