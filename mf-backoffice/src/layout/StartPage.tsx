import type { Branch } from '@asp/contracts';
import { backofficeStartTexts as t, fill } from '@asp/i18n';
import { Loader, usePageTitle } from '@asp/web-kit';
import type { ReactNode } from 'react';
import { Link } from '@asp/web-kit/router';
import { useBranchListQuery } from '../modules/branches/branches-api';
import { useSignedInUser } from '../session/RequireUser';
import { staffRoles } from './branch-filter-storage';
import { groupModules, modulesFor } from './modules';
import { useAttentionDevicesQuery, useAttentionOrdersQuery, waitingPerBranch } from './start-api';
import styles from './StartPage.module.css';
import { useBranchFilter } from './use-branch-filter';

/** The counts refresh while the page is open (an order arriving, a printer dropping out). */
const REFRESH_MS = 60_000;

function AttentionBox({ title, count, testId, children }: { title: string; count: number | null; testId: string; children: ReactNode }) {
  return (
    <section className={styles.box} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h3 id={`${testId}-title`} className={styles.boxTitle}>
        {title}
        {count !== null ? (
          <span className={count > 0 ? styles.countAlert : styles.count} data-testid={`${testId}-count`}>
            {count}
          </span>
        ) : null}
      </h3>
      {children}
    </section>
  );
}

/**
 * /backend: the modules by group, and what needs attention under the layout's branch
 * filter — orders waiting for confirmation per branch and the devices that are offline.
 */
export function StartPage() {
  usePageTitle(t.title);
  const current = useSignedInUser();
  const { branch } = useBranchFilter();
  const branches = useBranchListQuery();
  const orders = useAttentionOrdersQuery(branch, { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true });
  const devices = useAttentionDevicesQuery(branch, { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true });

  const branchName = (id: number) => branches.data?.find((entry: Branch) => entry.id === id)?.name ?? fill(t.unknownBranch, { id });
  const waiting = orders.data
    ? [...waitingPerBranch(orders.data)].sort(([a], [b]) => branchName(a).localeCompare(branchName(b), 'de'))
    : [];
  const waitingTotal = waiting.reduce((sum, [, count]) => sum + count, 0);
  const offline = (devices.data ?? []).filter((device) => !device.online);

  return (
    <section className={styles.page}>
      <h1>{t.title}</h1>
      <h2>{t.attention}</h2>
      <div className={styles.attention}>
        <AttentionBox title={t.ordersWaiting} count={orders.data ? waitingTotal : null} testId="attention-orders">
          {orders.isError ? (
            <p>{t.unavailable}</p>
          ) : !orders.data ? (
            <Loader />
          ) : waiting.length === 0 ? (
            <p>{t.ordersWaitingNone}</p>
          ) : (
            <ul className={styles.list}>
              {waiting.map(([id, count]) => (
                <li key={id} data-testid={`attention-orders-branch-${id}`}>
                  {fill(t.ordersWaitingAt, { branch: branchName(id), count })}
                </li>
              ))}
            </ul>
          )}
          <Link to="/backend/orders">{t.ordersOpen}</Link>
        </AttentionBox>
        <AttentionBox title={t.devicesOffline} count={devices.data ? offline.length : null} testId="attention-devices">
          {devices.isError ? (
            <p>{t.unavailable}</p>
          ) : !devices.data ? (
            <Loader />
          ) : offline.length === 0 ? (
            <p>{t.devicesOfflineNone}</p>
          ) : (
            <ul className={styles.list}>
              {offline.map((device) => (
                <li key={device.id} data-testid={`attention-device-${device.identifier}`}>
                  <Link to={`/backend/devices/${device.id}`}>{device.name}</Link> ({branchName(device.branch)})
                </li>
              ))}
            </ul>
          )}
          <Link to="/backend/devices">{t.devicesOpen}</Link>
        </AttentionBox>
      </div>
      <h2>{t.modules}</h2>
      <div className={styles.groups} data-testid="start-modules">
        {groupModules(modulesFor(staffRoles(current))).map(({ group, modules }) => (
          <div key={group} className={styles.group}>
            <h3 className={styles.groupTitle}>{group}</h3>
            <ul className={styles.list}>
              {modules.map((module) => (
                <li key={module.path}>
                  {/* Named apart from the navigation's link to the same module (one name, one link on the page). */}
                  <Link to={module.path} aria-label={fill(t.openModule, { module: module.label })}>
                    {module.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
