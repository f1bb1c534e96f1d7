import { backofficeTexts } from '@asp/i18n';
import { CallStatus, Loader, ToastRegion } from '@asp/web-kit';
import { useLayoutEffect } from 'react';
import { Link, Outlet, useLocation } from '@asp/web-kit/router';
import { backofficeApi } from '../backoffice-api';
import { LOGOUT_PATH } from '../session/paths';
import { useSignedInUser } from '../session/RequireUser';
import { formatUserName } from '../session/user-name';
import { settingsNavigation } from '../modules/settings/navigation';
import { useAppDispatch, useAppSelector } from '../store';
import styles from './BackofficeLayout.module.css';
import { branchFilterRestored, selectBranchFilterUser } from './branch-filter-slice';
import { restoredBranchFilter, staffRoles } from './branch-filter-storage';
import { activeModulePath } from './active-module';
import { BranchFilterSelect } from './BranchFilterSelect';
import { groupModules, modulesFor } from './modules';

/**
 * The frame of every back-office page: header (user, logout, branch filter), the
 * navigation by group, call status (loading, failures with retry), content. The pages
 * render once the signed-in user's remembered branch filter is restored, so no list
 * loads first for all branches and then again for the remembered one.
 */
export function BackofficeLayout() {
  const current = useSignedInUser();
  const { user } = current;
  const dispatch = useAppDispatch();
  const restoredFor = useAppSelector(selectBranchFilterUser);
  const groups = groupModules(modulesFor(staffRoles(current)));
  const active = activeModulePath(
    groups.flatMap(({ modules }) => modules.map((module) => module.path)),
    useLocation().pathname,
  );

  useLayoutEffect(() => {
    if (restoredFor !== user.id) dispatch(branchFilterRestored({ userId: user.id, branchId: restoredBranchFilter(current) }));
  }, [current, dispatch, restoredFor, user.id]);

  return (
    <div className={`${styles.root} asp-backoffice`}>
      <header className={styles.header}>
        <Link to="/backend" className={styles.title}>
          {backofficeTexts.title}
        </Link>
        <BranchFilterSelect />
        <div className={styles.user}>
          <span data-testid="backoffice-user">{formatUserName(user)}</span>
          <Link to={settingsNavigation.path} data-testid={settingsNavigation.testId}>
            {settingsNavigation.label}
          </Link>
          <Link to={LOGOUT_PATH} data-testid="logout-link">
            {backofficeTexts.logout}
          </Link>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={backofficeTexts.navigation}>
          {groups.map(({ group, modules }) => (
            <div key={group} className={styles.navGroup}>
              <h2 className={styles.navGroupTitle}>{group}</h2>
              <ul>
                {modules.map((module) => (
                  <li key={module.path}>
                    <Link
                      to={module.path}
                      data-testid={module.testId}
                      className={module.path === active ? styles.active : undefined}
                      aria-current={module.path === active ? 'page' : undefined}
                    >
                      {module.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main className={styles.content}>
          <CallStatus api={backofficeApi} />
          {restoredFor === user.id ? <Outlet /> : <Loader />}
        </main>
        <ToastRegion />
      </div>
    </div>
  );
}
