import type { Menu } from '@asp/contracts';
import { activeMenu } from '@asp/domain';

/**
 * Editing a menu's catalogue (storefront.md §3: categories each with id and products, in
 * the order the shop shows them) and telling staff where a menu is the active one.
 */
export interface CatalogEntry {
  id: number;
  products: number[];
}

/** The list with the item at `index` swapped with its neighbour; unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const to = index + direction;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** What can still be added: the ids not yet in the list, in the order of `all`. */
export function notYetIn<T extends { id: number }>(all: readonly T[], taken: readonly number[]): T[] {
  const set = new Set(taken);
  return all.filter((item) => !set.has(item.id));
}

/**
 * The branches (ids) whose shop shows this menu now: for each of its branches, the menu
 * with the latest availableFrom not in the future (libs/domain, the shop's own rule).
 */
export function activeAt(menu: Menu, menus: readonly Menu[], now: Date): number[] {
  return menu.branches.filter((branch) => activeMenu([...menus], branch, now)?.id === menu.id);
}

/** `datetime-local` value ('2025-06-01T08:00', local time) from an ISO instant; '' for none. */
export function toLocalInput(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO instant of a `datetime-local` value; null for ''. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
