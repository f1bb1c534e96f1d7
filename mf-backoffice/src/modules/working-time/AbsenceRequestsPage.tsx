import type { AbsenceRequest } from '@asp/contracts';
import { backofficeTimeTexts as t } from '@asp/i18n';
import { Button, Loader, showToast } from '@asp/web-kit';
import { useState } from 'react';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { AbsenceRequestForm } from './AbsenceRequestForm';
import { usePeople } from './people';
import { useAbsenceRequestsQuery, useDecideAbsenceMutation } from './working-time-api';
import styles from './working-time.module.css';

export const ABSENCES_PATH = '/backend/absence-requests';

const formatDay = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * /backend/absence-requests: holiday requests by status (open ones first by default) and
 * the layout's branch; an admin approves (the service books the holiday, the holiday
 * account drops) or rejects. A refusal (closed month, decided already) is the layout's.
 */
export function AbsenceRequestsPage() {
  const people = usePeople();
  const branch = useAppSelector(selectBranchFilter);
  const [status, setStatus] = useState<'' | AbsenceRequest['status']>('requested');
  const query = new URLSearchParams({ limit: '200' });
  if (status) query.set('status', status);
  if (branch) query.set('branch', String(branch));
  const requests = useAbsenceRequestsQuery(query.toString(), { refetchOnMountOrArgChange: true });
  const [decide, decision] = useDecideAbsenceMutation();

  const act = (id: number, kind: 'approve' | 'reject') =>
    decide({ id, decision: kind })
      .unwrap()
      .then(() => showToast(kind === 'approve' ? t.approved : t.rejected))
      .catch(() => undefined);

  return (
    <section className={styles.page}>
      <h1>{t.absencesTitle}</h1>
      <AbsenceRequestForm />
      <div className={styles.filters}>
        <label>
          {t.status}
          <select value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
            <option value="">–</option>
            {(['requested', 'approved', 'rejected'] as const).map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {requests.isFetching ? <Loader /> : null}
      {requests.data && requests.data.length === 0 ? <p>{t.noRequests}</p> : null}
      <table className={styles.summary} data-testid="absence-table">
        <tbody>
          {(requests.data ?? []).map((request) => (
            <tr key={request.id} data-testid="absence-row">
              <td>{people.userName(request.user)}</td>
              <td>{people.branchName(request.branch)}</td>
              <td>
                {formatDay(request.startDate)} – {formatDay(request.endDate)}
                {request.isHalfDay ? ` (${t.halfDay})` : ''}
              </td>
              <td>{request.comment}</td>
              <td>{t.statuses[request.status]}</td>
              <td>
                {request.status === 'requested' ? (
                  <>
                    <Button disabled={decision.isLoading} onClick={() => void act(request.id, 'approve')}>
                      {t.approve}
                    </Button>{' '}
                    <Button variant="secondary" disabled={decision.isLoading} onClick={() => void act(request.id, 'reject')}>
                      {t.reject}
                    </Button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
