import type { CurrentUser, User } from '@asp/contracts';
import { ROLE_ADMIN, sql, type Db, type Trx } from '@asp/server-kit';

/** A row of the users table as PostgreSQL returns it. */
export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  roles: string[];
  branches: number[];
  is_enabled: boolean;
  is_locked: boolean;
  expires_at: Date | null;
  credentials_expire_at: Date | null;
  data: { email?: string | null; firstName?: string; lastName?: string; showCustomerData?: boolean };
}

export const userColumns = [
  'id',
  'username',
  'password_hash',
  'roles',
  'branches',
  'is_enabled',
  'is_locked',
  'expires_at',
  'credentials_expire_at',
  'data',
] as const;

/** The public shape: everything but the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: Number(row.id),
    username: row.username,
    email: row.data.email ?? null,
    firstName: row.data.firstName ?? '',
    lastName: row.data.lastName ?? '',
    roles: row.roles as User['roles'],
    branches: row.branches.map(Number),
    isEnabled: row.is_enabled,
    isLocked: row.is_locked,
    showCustomerData: row.data.showCustomerData === true,
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    credentialsExpireAt: row.credentials_expire_at ? row.credentials_expire_at.toISOString() : null,
  };
}

/** The current-user answer (document 1 §3): roles plus the user with `branches: [{ id }]`. */
export function toCurrentUser(row: UserRow): CurrentUser {
  const user = toUser(row);
  return {
    roles: user.roles,
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
      branches: user.branches.map((id) => ({ id })),
      showCustomerData: user.showCustomerData,
    },
  };
}

export async function findUserById(db: Db | Trx, id: number): Promise<UserRow | null> {
  const row = await db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  return (row as UserRow | undefined) ?? null;
}

/** Usernames compare case-insensitively (unique index on lower(username)). */
export async function findUserByUsername(db: Db | Trx, username: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return (row as UserRow | undefined) ?? null;
}

export type SignInProblem = 'accountDisabled' | 'accountLocked' | 'accountExpired' | 'credentialsExpired';

/** Why an account with the right password may still not sign in (or keep its session). */
export function signInProblem(row: UserRow, now = new Date()): SignInProblem | null {
  if (!row.is_enabled) return 'accountDisabled';
  if (row.is_locked) return 'accountLocked';
  if (row.expires_at && row.expires_at <= now) return 'accountExpired';
  if (row.credentials_expire_at && row.credentials_expire_at <= now) return 'credentialsExpired';
  return null;
}

/** An admin who can actually sign in: the one kind of account that must not run out. */
export function isActiveAdmin(row: UserRow, now = new Date()): boolean {
  return row.roles.includes(ROLE_ADMIN) && !signInProblem(row, now);
}
