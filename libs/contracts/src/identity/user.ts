import { z } from 'zod';
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../http';

/**
 * Staff users (document 1 §3, §6): back-office accounts with roles and branches.
 * The password is write-only: it is sent on create (required) and update (optional)
 * and never comes back; the hash stays inside the identity service.
 */
export const staffRoleSchema = z.enum([ROLE_ADMIN, ROLE_EMPLOYEE]);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MAX_LENGTH = 180;

/** ISO 8601 with offset, e.g. '2025-12-31T23:00:00.000Z'; null = never. */
const optionalInstant = z.iso.datetime({ offset: true }).nullable().default(null);

const userFields = {
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
  email: z.email().max(180).nullable().default(null),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  roles: z.array(staffRoleSchema).default([]),
  /** Ids of the branches (catalog service) the user works in. */
  branches: z.array(z.number().int().positive()).default([]),
  isEnabled: z.boolean().default(true),
  /** Locked by an admin: the right password gets 'Der Account ist gesperrt.' until unlocked. */
  isLocked: z.boolean().default(false),
  /**
   * The user setting show_customer_data (document 1 §3, "1 or 0"): only then do the staff
   * order calls carry the customer's contact (name, phone, e-mail, address). It travels in
   * the session token, so a change applies from the user's next sign-in.
   */
  showCustomerData: z.boolean().default(false),
  /** After this instant the account can no longer sign in ('Der Account ist abgelaufen.'). */
  expiresAt: optionalInstant,
  /** After this instant the password must be renewed ('Die Zugangsdaten sind abgelaufen.'). */
  credentialsExpireAt: optionalInstant,
};

/** A user as every response and event carries it (never a password or hash). */
export const userSchema = z.object({ id: z.number().int(), ...userFields });
export type User = z.infer<typeof userSchema>;

/** POST /api/users body: password required (min 8 characters). */
export const userCreateSchema = z.object({ ...userFields, password: z.string().min(PASSWORD_MIN_LENGTH).max(4096) });
export type UserCreate = z.input<typeof userCreateSchema>;

/** PUT /api/users/{id} body: the full object; password only when it changes. */
export const userUpdateSchema = z.object({ ...userFields, password: z.string().min(PASSWORD_MIN_LENGTH).max(4096).optional() });
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** The states a staff list filters by: may sign in, disabled, locked by an admin. */
export const userStates = ['enabled', 'disabled', 'locked'] as const;
export type UserState = (typeof userStates)[number];

/** Fields the staff list sorts by ('-' first: descending). */
export const userSortFields = ['username', 'lastName', 'email'] as const;
export const userSortSchema = z.enum([...userSortFields, ...userSortFields.map((field) => `-${field}` as const)]);

/**
 * GET /api/users filters (all in SQL): `q` searches username, names and e-mail; `role`,
 * `branch` (users working there), `state`; `sort`; plus `limit`/`offset` paging.
 */
export const userListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: staffRoleSchema.optional(),
  branch: z.coerce.number().int().positive().optional(),
  state: z.enum(userStates).optional(),
  sort: userSortSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
