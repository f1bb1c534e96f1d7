import { backofficeTimeTexts as t } from '@asp/i18n';
import { fill } from '@asp/i18n';
import { Button, ConfirmDialog, showToast } from '@asp/web-kit';
import { useState } from 'react';
import { formatInstant } from './people';
import { useCloseMonthMutation, useMonthClosingsQuery } from './working-time-api';
import styles from './working-time.module.css';

export const MONTH_CLOSING_PATH = '/backend/month-closing';

const previousMonth = () => {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
};
const germanMonth = (month: string) => `${month.slice(5)}.${month.slice(0, 4)}`;

/**
 * /backend/month-closing: closes a month for payroll after a confirmation (the service
 * closes it for every branch: one payroll for the business), and lists the closed ones.
 */
export function MonthClosingPage() {
  const closings = useMonthClosingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [close, closing] = useCloseMonthMutation();
  const [month, setMonth] = useState(previousMonth);
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.page}>
      <h1>{t.monthClosingTitle}</h1>
      <div className={styles.filters}>
        <label>
          {t.month}
          <input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        </label>
        <Button disabled={!/^\d{4}-\d{2}$/.test(month)} onClick={() => setConfirming(true)} data-testid="close-month">
          {t.closeMonth}
        </Button>
      </div>
      <h2>{t.closedMonths}</h2>
      <table className={styles.summary} data-testid="closed-months">
        <tbody>
          {(closings.data ?? []).map((row) => (
            <tr key={row.month}>
              <td>{germanMonth(row.month)}</td>
              <td>
                {t.closedAt} {formatInstant(row.closedAt)} {t.closedBy} {row.closedBy}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={confirming}
        title={t.closeMonthConfirmTitle}
        text={fill(t.closeMonthConfirmText, { month: germanMonth(month) })}
        confirmLabel={t.closeMonth}
        busy={closing.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          close({ month })
            .unwrap()
            .then(() => showToast(fill(t.monthClosed, { month: germanMonth(month) })))
            .catch(() => undefined);
        }}
      />
    </section>
  );
}
