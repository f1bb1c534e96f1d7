import { backofficeTimeTexts as t, fill } from '@asp/i18n';
import { Loader } from '@asp/web-kit';
import { useState } from 'react';
import { formatMinutes, usePeople } from './people';
import { TimeSheetDownloads } from './TimeSheetDownloads';
import { useHolidayBalancesQuery, useTimeBalancesQuery } from './working-time-api';
import styles from './working-time.module.css';

export const TIME_SHEETS_PATH = '/backend/time-sheets';

const germanDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * /backend/time-sheets: the time accounts (planned, worked, absence, balance carried month
 * to month) and the holiday accounts of one user or everyone, for a period of months and
 * the year of its end. Load failures: 'Zeitsalden / Urlaubskonten konnten nicht geladen
 * werden.' from the layout.
 */
export function TimeSheetPage() {
  const people = usePeople();
  const [user, setUser] = useState('');
  const [from, setFrom] = useState(`${thisMonth().slice(0, 4)}-01`);
  const [to, setTo] = useState(thisMonth());
  const valid = /^\d{4}-\d{2}$/.test(from) && /^\d{4}-\d{2}$/.test(to) && from <= to;
  const who = user ? `&user=${user}` : '';
  const balances = useTimeBalancesQuery(`from=${from}&to=${to}${who}`, { skip: !valid });
  const holidays = useHolidayBalancesQuery(`year=${to.slice(0, 4)}${who}`, { skip: !valid });

  return (
    <section className={styles.page}>
      <h1>{t.timeSheetsTitle}</h1>
      <div className={styles.filters}>
        <label>
          {t.user}
          <select value={user} onChange={(event) => setUser(event.target.value)}>
            <option value="">–</option>
            {people.userOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.from}
          <input type="month" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          {t.to}
          <input type="month" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
      </div>
      {balances.isFetching || holidays.isFetching ? <Loader /> : null}
      <TimeSheetDownloads user={user} month={to} />
      <h2>{t.holidayAccounts}</h2>
      <table className={styles.summary} data-testid="holiday-balances">
        <thead>
          <tr>
            <th>{t.user}</th>
            <th>{t.year}</th>
            <th>{t.entitlement}</th>
            <th>{t.carriedDays}</th>
            <th>{t.expiredDays}</th>
            <th>{t.taken}</th>
            <th>{t.remaining}</th>
          </tr>
        </thead>
        <tbody>
          {(holidays.data ?? []).map((row) => (
            <tr key={row.user.id}>
              <td>{`${row.user.firstName} ${row.user.lastName}`}</td>
              <td>{row.year}</td>
              <td>{row.entitlementDays}</td>
              <td>
                {row.carriedDays}
                {row.carriedUntil && row.expiredDays === 0 && row.carriedDays > 0
                  ? ` (${fill(t.carriedUntil, { date: germanDate(row.carriedUntil) })})`
                  : ''}
              </td>
              <td>{row.expiredDays}</td>
              <td>{row.takenDays}</td>
              <td data-testid="holiday-remaining">{row.remainingDays}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t.timeAccounts}</h2>
      <table className={styles.summary} data-testid="time-balances">
        <thead>
          <tr>
            <th>{t.user}</th>
            <th>{t.month}</th>
            <th>{t.planned}</th>
            <th>{t.worked}</th>
            <th>{t.absence}</th>
            <th>{t.monthBalance}</th>
            <th>{t.carried}</th>
          </tr>
        </thead>
        <tbody>
          {(balances.data ?? []).flatMap((account) =>
            account.months.map((month) => (
              <tr key={`${account.user.id}-${month.month}`}>
                <td>{`${account.user.firstName} ${account.user.lastName}`}</td>
                <td>{`${month.month.slice(5)}.${month.month.slice(0, 4)}`}</td>
                <td>{formatMinutes(month.plannedMinutes)}</td>
                <td>{formatMinutes(month.workedMinutes)}</td>
                <td>{formatMinutes(month.absenceMinutes)}</td>
                <td>{formatMinutes(month.balanceMinutes, true)}</td>
                <td>{formatMinutes(month.carriedMinutes, true)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </section>
  );
}
