import { backofficeScheduleTexts as t } from '@asp/i18n';

/** The API's base in the browser (the gateway serves /api on the same origin; the session cookie authorises a plain link). */
const API = '/api';

/**
 * Links to the time sheet files of a month (issue 15): one employee's PDF (opens in a new
 * tab) and every employee's CSV for payroll (downloads).
 */
export function TimeSheetDownloads({ user, month }: { user: string; month: string }) {
  const valid = /^\d{4}-\d{2}$/.test(month);
  if (!valid) return null;
  const [year, mm] = month.split('-');
  return (
    <div data-testid="time-sheet-downloads">
      <h2>{t.downloads}</h2>
      <p>
        {user ? (
          <a href={`${API}/time-sheets/${user}/${year}/${mm}.pdf`} target="_blank" rel="noopener" data-testid="time-sheet-pdf">
            {t.pdfFor}
          </a>
        ) : (
          <span>{t.pdfNeedsUser}</span>
        )}
        {' · '}
        <a href={`${API}/time-sheets/${year}/${mm}.csv`} download data-testid="payroll-csv">
          {t.payrollCsv}
        </a>
      </p>
    </div>
  );
}
