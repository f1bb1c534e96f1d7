import { backofficeStatisticsTexts as t } from '@asp/i18n';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { acyclicLinks, barOption, heatMapOption, lineOption, pairedBarOption, pieOption, sankeyOption } from './chart-options';
import { POPULAR_ITEMS_CHART_COLUMN, dashboardTables } from './dashboard-tables';
import type { FigureTable } from './figures';
import { ChartPanel } from './ChartPanel';
import { FigureCards } from './FigureCards';
import { RangeControl } from './RangeControl';
import { useStaffAccess } from './staff-names';
import { useDashboardStatisticsQuery } from './statistics-api';
import { useDashboardSettings } from './use-dashboard-settings';
import styles from './dashboard.module.css';

import { profilePath } from './paths';

export { DASHBOARD_PATH, profilePath } from './paths';

const popularItemsBars = (table: FigureTable) => barOption(table, 10, POPULAR_ITEMS_CHART_COLUMN);

/**
 * /backend/dashboard (the staff toolbar's 'Statistiken', /backend#/dashboard): the
 * headline figures with their change against the previous period, and one panel per chart
 * with its table and CSV export. One call per setting; a failure is the layout's notice
 * ('Statistik konnte nicht geladen werden.' with 'Erneut versuchen'), the panels keep their skeletons.
 */
export function DashboardPage() {
  const { settings, change, ready } = useDashboardSettings();
  // A new setting is a new argument: the figures of the old one are not shown under the new range.
  // Every change loads again, also back to a range seen a moment ago: its figures include today's orders.
  const statistics = useDashboardStatisticsQuery(settings, { skip: !ready, refetchOnMountOrArgChange: true });
  const data = statistics.isFetching ? undefined : statistics.data;
  const staff = useStaffAccess();
  const staffName = staff.name;
  const tables = useMemo(() => (data ? dashboardTables(data, staffName) : undefined), [data, staffName]);
  const period = settings.range;
  const droppedFlow = useMemo(
    () =>
      data ? acyclicLinks(data.eventFlow.links.map((link) => ({ source: link.from, target: link.to, value: link.value }))).dropped : 0,
    [data],
  );
  const profileSearch = new URLSearchParams({ from: period.from, to: period.to }).toString();
  const profiles = data ? data.workingSchedules.users.filter((row) => staff.mayOpen(row.user)) : [];

  return (
    <section className={styles.page} aria-busy={statistics.isFetching} data-testid="dashboard">
      <div className={styles.head}>
        <h1>{t.title}</h1>
      </div>
      <RangeControl settings={settings} onChange={change} />
      <FigureCards data={data} />
      <div className={styles.grid}>
        <ChartPanel period={period} id="over-time" wide title={t.overTime} table={tables?.overTime} chart={lineOption} />
        <ChartPanel period={period} id="revenue-origins" title={t.revenueByOrigin} table={tables?.revenueOrigins} chart={pieOption} />
        <ChartPanel period={period} id="popular-items" title={t.popularItems} table={tables?.popularItems} chart={popularItemsBars} />
        <ChartPanel
          period={period}
          id="order-times"
          wide
          title={t.orderTimes}
          table={tables?.orderTimes}
          chart={heatMapOption}
          chartHeight={300}
        />
        <ChartPanel period={period} id="browsers" title={t.browsers} table={tables?.browsers} chart={barOption} />
        <ChartPanel period={period} id="operating-systems" title={t.operatingSystems} table={tables?.operatingSystems} chart={barOption} />
        <ChartPanel period={period} id="resolutions" title={t.resolutions} table={tables?.resolutions} chart={barOption} />
        <ChartPanel period={period} id="referrers" title={t.referrers} table={tables?.referrers} chart={barOption} />
        <ChartPanel
          period={period}
          id="event-flow"
          wide
          title={t.eventFlow}
          table={tables?.eventFlow}
          chart={sankeyOption}
          chartHeight={360}
          note={droppedFlow > 0 ? t.chartCycleHint : undefined}
        />
        <ChartPanel period={period} id="working-time" wide title={t.workingTime} table={tables?.workingTime} chart={pairedBarOption} />
      </div>
      {profiles.length > 0 ? (
        <nav aria-label={t.profileTitle} className={styles.profileLinks}>
          <h2>{t.profileTitle}</h2>
          <ul>
            {profiles.map((row) => (
              <li key={row.user}>
                <Link to={profilePath(row.user, profileSearch)} data-testid={`profile-link-${row.user}`}>
                  {staffName(row.user)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
