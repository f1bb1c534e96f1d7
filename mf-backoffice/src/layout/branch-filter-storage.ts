import type { CurrentUser } from '@asp/contracts';
import { isAdmin } from '../session/roles';

/** localStorage key of a user's branch filter: per user id, so a shared counter PC keeps each person's choice. */
export const branchFilterKey = (userId: number): string => `asp.branchFilter.${userId}`;

/** The remembered branch id of a user, or null (all branches) when nothing usable is stored. */
export function readBranchFilter(userId: number, storage: Storage | undefined = globalThis.localStorage): number | null {
  try {
    const raw = storage?.getItem(branchFilterKey(userId));
    const id = raw === null || raw === undefined ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    // Storage refused (private mode, quota): the filter simply starts at all branches.
    return null;
  }
}

export function writeBranchFilter(userId: number, branchId: number | null, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (branchId === null) storage?.removeItem(branchFilterKey(userId));
    else storage?.setItem(branchFilterKey(userId), String(branchId));
  } catch {
    // Not remembered, still applied.
  }
}

/** The roles of the session and of the user record together. */
export const staffRoles = (current: CurrentUser): string[] => [...new Set([...current.roles, ...(current.user?.roles ?? [])])];

/**
 * The branch ids a user may choose: null for an admin (every branch), else the user's own
 * branches — an employee's lists cover only those anyway (the services scope them).
 */
export function allowedBranchIds(current: CurrentUser): Set<number> | null {
  if (isAdmin(current)) return null;
  return new Set((current.user?.branches ?? []).map((branch) => branch.id));
}

/** The stored choice if the user may still choose it, else all branches. */
export function restoredBranchFilter(current: CurrentUser, storage?: Storage): number | null {
  if (!current.user) return null;
  const stored = readBranchFilter(current.user.id, storage);
  const allowed = allowedBranchIds(current);
  return stored !== null && (allowed === null || allowed.has(stored)) ? stored : null;
}
