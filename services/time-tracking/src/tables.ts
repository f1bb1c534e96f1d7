import type { GermanState } from '@asp/contracts';
import type { DefaultTimestamp, Db, Generated, ResourceTable, ServerKitTables, Trx } from '@asp/server-kit';

export const TABLES = {
  workingActivities: 'working_activities',
  workingSchedules: 'working_schedules',
  projects: 'projects',
  tasks: 'tasks',
  terminalTokens: 'terminal_tokens',
  absenceRequests: 'absence_requests',
  monthClosings: 'month_closings',
  terminalPins: 'terminal_pins',
  terminalSealKeys: 'terminal_seal_keys',
  users: 'replica_users',
  branches: 'replica_branches',
} as const;

/** The columns of the time-tracking service's tables (migrations.ts). */
export interface TimeTrackingTables extends ServerKitTables {
  working_activities: ResourceTable;
  working_schedules: ResourceTable;
  projects: ResourceTable;
  tasks: ResourceTable;
  /** Terminal access tokens: the SHA-256 only (terminal/tokens.ts). */
  terminal_tokens: {
    id: Generated<number>;
    branch_id: number;
    name: string;
    token_hash: string;
    created_at: DefaultTimestamp;
    revoked_at: Date | null;
    last_used_at: Date | null;
  };
  /** Absence requests (routes/absence-requests.ts). */
  absence_requests: {
    id: Generated<number>;
    user_id: number;
    branch_id: number;
    kind: 'holiday';
    start_date: string;
    end_date: string;
    is_half_day: boolean;
    comment: string;
    status: Generated<'requested' | 'approved' | 'rejected' | 'withdrawn'>;
    requested_at: DefaultTimestamp;
    decided_at: Date | null;
    decided_by: string | null;
    decision_comment: Generated<string>;
    activity_id: number | null;
    withdrawn_at: Date | null;
    withdrawn_by: string | null;
  };
  /** Closed months ('YYYY-MM'), see month-closing.ts. */
  month_closings: { month: string; closed_at: DefaultTimestamp; closed_by: string };
  /** Terminal PINs (terminal/pins.ts): salted scrypt hashes. */
  terminal_pins: {
    user_id: number;
    pin_hash: string;
    failed_attempts: Generated<number>;
    locked_until: Date | null;
    updated_at: DefaultTimestamp;
  };
  /** The key pairs that open sealed offline PINs (terminal/seal-keys.ts). */
  terminal_seal_keys: { key_id: string; private_key: string; public_key: string; created_at: DefaultTimestamp };
  /** Staff users as identity's events describe them (replica/consumers.ts). */
  replica_users: {
    id: number;
    username: string;
    first_name: string;
    last_name: string;
    branches: number[];
    is_enabled: boolean;
    updated_at: DefaultTimestamp;
  };
  /** Branches as the catalog's events describe them: id and name are all the terminal shows. */
  replica_branches: { id: number; name: string; holiday_state: Generated<GermanState>; updated_at: DefaultTimestamp };
}

export type TimeTrackingDb = Db<TimeTrackingTables>;
export type TimeTrackingTrx = Trx<TimeTrackingTables>;
