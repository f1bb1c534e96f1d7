import { backofficeNotificationTexts, backofficeOrderTexts } from '@asp/i18n';
import { NavLink } from '@asp/web-kit/router';
import { useOptionalSignedInUser } from '../../session/RequireUser';
import { isAdmin } from '../../session/roles';

/** Current, missed and history: the three lists of the module; for admins also the development SMS (the orders service allows it to admins only). */
export function OrderTabs() {
  const T = backofficeOrderTexts.tabs;
  const admin = isAdmin(useOptionalSignedInUser());
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
      {admin ? (
        <NavLink to="/backend/orders/sms" data-testid="orders-tab-sms">
          {backofficeNotificationTexts.smsTab}
        </NavLink>
      ) : null}
    </nav>
  );
}
