import type { AbsenceRequest } from '@asp/contracts';
import { backofficeTimeTexts as t, fill } from '@asp/i18n';
import { Button, ConfirmDialog, Loader, showToast } from '@asp/web-kit';
import { useState } from 'react';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useOptionalSignedInUser } from '../../session/RequireUser';
import { isAdmin } from '../../session/roles';
import { useAppSelector } from '../../store';
import { AbsenceRequestForm } from './AbsenceRequestForm';
import { usePeople } from './people';
import { useAbsenceRequestsQuery, useDecideAbsenceMutation, useWithdrawAbsenceMutation } from './working-time-api';
import styles from './working-time.module.css';

export const ABSENCES_PATH = '/backend/absence-requests';

const formatDay = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * /backend/absence-requests: holiday requests by status (open ones first by default) and
 * the layout's branch; an admin approves (the service books the holiday, the holiday
 * account drops) or rejects, and can take an approval back (the booking is deleted); an
 * employee withdraws an own open request. Both withdrawals ask first. A refusal (closed
 * month, decided already) is the layout's.
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
  const [withdraw, withdrawal] = useWithdrawAbsenceMutation();
  const me = useOptionalSignedInUser();
  const admin = isAdmin(me);
  const [asking, setAsking] = useState<AbsenceRequest | null>(null);
  const busy = decision.isLoading || withdrawal.isLoading;

  const act = (id: number, kind: 'approve' | 'reject') =>
    decide({ id, decision: kind })
      .unwrap()
      .then(() => showToast(kind === 'approve' ? t.approved : t.rejected))
      .catch(() => undefined);
  const confirmWithdraw = (request: AbsenceRequest) =>
    withdraw(request.id)
      .unwrap()
      .then(() => showToast(t.withdrawn))
      .catch(() => undefined)
      .finally(() => setAsking(null));
  const days = (request: AbsenceRequest) =>
    `${formatDay(request.startDate)} – ${formatDay(request.endDate)}${request.isHalfDay ? ` (${t.halfDay})` : ''}`;
  const takingBack = asking?.status === 'approved';

  return (
    <section className={styles.page}>
      <h1>{t.absencesTitle}</h1>
      <AbsenceRequestForm />
      <div className={styles.filters}>
        <label>
          {t.status}
          <select value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
            <option value="">–</option>
            {(['requested', 'approved', 'rejected', 'withdrawn'] as const).map((value) => (
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
              <td>{days(request)}</td>
              <td>{request.comment}</td>
              <td>{t.statuses[request.status]}</td>
              <td>
                {request.status === 'requested' && admin ? (
                  <>
                    <Button disabled={busy} onClick={() => void act(request.id, 'approve')}>
                      {t.approve}
                    </Button>{' '}
                    <Button variant="secondary" disabled={busy} onClick={() => void act(request.id, 'reject')}>
                      {t.reject}
                    </Button>{' '}
                  </>
                ) : null}
                {request.status === 'requested' && request.user === me?.user.id ? (
                  <Button variant="secondary" disabled={busy} onClick={() => setAsking(request)}>
                    {t.withdraw}
                  </Button>
                ) : null}
                {request.status === 'approved' && admin ? (
                  <Button variant="secondary" disabled={busy} onClick={() => setAsking(request)}>
                    {t.takeBack}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={asking !== null}
        title={takingBack ? t.takeBackConfirmTitle : t.withdrawConfirmTitle}
        text={asking ? fill(takingBack ? t.takeBackConfirmText : t.withdrawConfirmText, { days: days(asking) }) : ''}
        busy={withdrawal.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() => (asking ? confirmWithdraw(asking) : undefined)}
      />
    </section>
  );
}
