import { backofficeOrderTexts } from '@asp/i18n';
import { NavLink } from 'react-router-dom';

/** Current, missed and history: the three lists of the module. */
export function OrderTabs() {
  const T = backofficeOrderTexts.tabs;
  return (
    <nav className="asp-backoffice-tabs" aria-label={backofficeOrderTexts.navigation}>
      <NavLink end to="/backend/orders" data-testid="orders-tab-current">
        {T.current}
      </NavLink>
      <NavLink to="/backend/orders/missed" data-testid="orders-tab-missed">
        {T.missed}
      </NavLink>
      <NavLink to="/backend/orders/history" data-testid="orders-tab-history">
        {T.history}
      </NavLink>
    </nav>
  );
}
