import { absenceRequestSchema, type AbsenceRequest } from '@asp/contracts';
import type { Selectable } from 'kysely';
import type { TimeTrackingTables } from './tables';

export type AbsenceRequestRow = Selectable<TimeTrackingTables['absence_requests']>;

/** One absence-request row as the contract shows it; shared by the routes and the demo data so both write the same event payload. */
export const presentAbsenceRequest = (row: AbsenceRequestRow): AbsenceRequest =>
  absenceRequestSchema.parse({
    id: Number(row.id),
    user: row.user_id,
    branch: row.branch_id,
    kind: row.kind,
    startDate: row.start_date,
    endDate: row.end_date,
    isHalfDay: row.is_half_day,
    comment: row.comment,
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    decisionComment: row.decision_comment,
    activity: row.activity_id === null ? null : Number(row.activity_id),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    withdrawnBy: row.withdrawn_by,
  });
