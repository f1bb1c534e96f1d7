import { backofficeTexts } from '@asp/i18n';
import { CallStatus, ToastRegion } from '@asp/web-kit';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { backofficeApi } from '../backoffice-api';
import { LOGOUT_PATH } from '../session/paths';
import { useSignedInUser } from '../session/RequireUser';
import { formatUserName } from '../session/user-name';
import { BranchFilterSelect } from './BranchFilterSelect';
import { backofficeModules } from './modules';
import '../backoffice.css';

/** The frame of every back-office page: header (user, logout, branch filter), navigation, call status (loading, failures with retry), content. */
export function BackofficeLayout() {
  const { user } = useSignedInUser();
  return (
    <div className="asp-backoffice">
      <header className="asp-backoffice__header">
        <Link to="/backend" className="asp-backoffice__title">
          {backofficeTexts.title}
        </Link>
        <BranchFilterSelect />
        <div className="asp-backoffice__user">
          <span data-testid="backoffice-user">{formatUserName(user)}</span>
          <Link to={LOGOUT_PATH} data-testid="logout-link">
            {backofficeTexts.logout}
          </Link>
        </div>
      </header>
      <div className="asp-backoffice__body">
        <nav className="asp-backoffice__nav" aria-label={backofficeTexts.navigation}>
          <ul>
            {backofficeModules.map((module) => (
              <li key={module.path}>
                <NavLink to={module.path} data-testid={module.testId}>
                  {module.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="asp-backoffice__content">
          <CallStatus api={backofficeApi} />
          <Outlet />
        </main>
        <ToastRegion />
      </div>
    </div>
  );
}
