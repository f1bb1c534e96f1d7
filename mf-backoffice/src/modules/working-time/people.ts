import type { Branch, User } from '@asp/contracts';
import { useMemo } from 'react';
import { useBranchListQuery } from '../branches/branches-api';
import { useUserPageQuery } from '../users/users-api';

/** The staff and branches the working-time screens name (ids in the records, names on screen). */
export function usePeople() {
  const users = useUserPageQuery('limit=500');
  const branches = useBranchListQuery();
  return useMemo(() => {
    const userRows: User[] = users.data?.rows ?? [];
    const branchRows: Branch[] = branches.data ?? [];
    const userName = (id: number) => {
      const user = userRows.find((candidate) => candidate.id === id);
      return user ? `${user.firstName} ${user.lastName}`.trim() || user.username : `#${id}`;
    };
    const branchName = (id: number) => branchRows.find((branch) => branch.id === id)?.name ?? `#${id}`;
    return {
      userName,
      branchName,
      userOptions: userRows.map((user) => ({ value: String(user.id), label: userName(user.id) })),
      branchOptions: branchRows.map((branch) => ({ value: String(branch.id), label: branch.name })),
    };
  }, [users.data, branches.data]);
}

/** An instant as 'dd.MM.yyyy, HH:mm' in the browser's (the shop's) time. */
export const formatInstant = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : '';

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input, in the browser's time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value back to an ISO instant ('' stays null). */
export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

/** 465 → '7:45 h' (negative balances with −). */
export function formatMinutes(minutes: number, signed = false): string {
  const sign = minutes < 0 ? '−' : signed && minutes > 0 ? '+' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')} h`;
}
