import { backofficeStatisticsTexts as t, backofficeTimeTexts } from '@asp/i18n';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from '@asp/web-kit/router';
import { useBranchListQuery } from '../branches/branches-api';
import { barOption, pairedBarOption } from './chart-options';
import { ChartPanel } from './ChartPanel';
import { berlinToday, isDay } from './date-range';
import { displayCell } from './figures';
import { profileTables } from './profile-tables';
import { useStaffAccess } from './staff-names';
import { useUserProfileQuery } from './statistics-api';
import styles from './dashboard.module.css';

const kindName = (kind: string) => (backofficeTimeTexts.kinds as Record<string, string>)[kind] ?? kind;

/** The current Berlin month up to its last day, when the URL names no period. */
function defaultPeriod(now: Date): { from: string; to: string } {
  const today = berlinToday(now);
  const [year, month] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/**
 * /backend/dashboard/users/:id?from&to: one staff member's working time over a period
 * (GET statistics/user-profile and statistics/user-profile-working-activities): worked
 * against planned up to now, the balance, what is still planned, the days and the activities.
 * Reached from the dashboard's working-time panel.
 */
export function UserProfilePage() {
  const { id } = useParams();
  const user = Number(id);
  const [query, setQuery] = useSearchParams();
  const fallback = useMemo(() => defaultPeriod(new Date()), []);
  const from = isDay(query.get('from')) ? (query.get('from') as string) : fallback.from;
  const to = isDay(query.get('to')) && (query.get('to') as string) >= from ? (query.get('to') as string) : fallback.to;
  const profile = useUserProfileQuery({ user, start: from, end: to }, { skip: !Number.isInteger(user) || user <= 0 });
  const data = profile.isFetching ? undefined : profile.data;
  const staffName = useStaffAccess().name;
  const branches = useBranchListQuery();
  const branchName = useMemo(
    () => (branch: number) => branches.data?.find((entry) => entry.id === branch)?.name ?? `#${branch}`,
    [branches.data],
  );
  const tables = useMemo(() => (data ? profileTables(data, branchName, kindName) : undefined), [data, branchName]);
  const period = { from, to };
  const setPeriod = (end: 'from' | 'to', value: string) => {
    if (!isDay(value)) return;
    const next = { ...period, [end]: value };
    if (next.from <= next.to) setQuery(new URLSearchParams(next));
  };

  const figures = data
    ? [
        { key: 'worked', label: t.workedUntilNow, value: data.profile.worked / 60 },
        { key: 'planned', label: t.plannedUntilNow, value: data.profile.planned / 60 },
        { key: 'balance', label: t.balance, value: data.profile.balance / 60 },
        { key: 'planned-total', label: t.plannedTotal, value: data.profile.plannedTotal / 60 },
        { key: 'remaining', label: t.remaining, value: data.profile.remaining / 60 },
      ]
    : null;
  const adherence = data && data.profile.planned > 0 ? (data.profile.worked / data.profile.planned) * 100 : null;

  return (
    <section className={styles.page} aria-busy={profile.isFetching} data-testid="user-profile">
      <div className={styles.head}>
        <h1>{t.profileOf.replace('{name}', staffName(user))}</h1>
        <Link to="/backend/dashboard">{t.backToDashboard}</Link>
      </div>
      <fieldset className={styles.controls}>
        <legend className={styles.visuallyHidden}>{t.range}</legend>
        <label>
          {t.from}
          <input type="date" value={from} max={to} onChange={(event) => setPeriod('from', event.target.value)} />
        </label>
        <label>
          {t.to}
          <input type="date" value={to} min={from} onChange={(event) => setPeriod('to', event.target.value)} />
        </label>
      </fieldset>
      <div className={styles.cards} aria-hidden={figures ? undefined : true}>
        {figures
          ? [...figures, { key: 'adherence', label: t.adherence, value: adherence }].map((figure) => (
              <article key={figure.key} className={styles.card} data-testid={`profile-${figure.key}`}>
                <h2 className={styles.cardLabel}>{figure.label}</h2>
                <p className={styles.cardValue}>{displayCell(figure.value, figure.key === 'adherence' ? 'percent' : 'hours')}</p>
              </article>
            ))
          : Array.from({ length: 6 }, (_, index) => <div key={index} className={`${styles.card} ${styles.skeleton}`} />)}
      </div>
      <div className={styles.grid}>
        <ChartPanel period={period} id="profile-days" wide title={t.days} table={tables?.days} chart={pairedBarOption} />
        <ChartPanel period={period} id="profile-kinds" title={t.kinds} table={tables?.kinds} chart={barOption} />
        <ChartPanel period={period} id="profile-activities" wide title={t.activities} table={tables?.activities} chart={barOption} />
      </div>
    </section>
  );
}
