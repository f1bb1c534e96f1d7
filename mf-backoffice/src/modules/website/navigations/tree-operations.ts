import type { NavigationItemInput } from '@asp/contracts';

/**
 * Pure edits of a navigation tree (website.md §2 "The navigation is recursive"): each
 * item is addressed by its index path ([2, 0] = first child of the third item). Every
 * function returns a new tree and leaves the given one as it is.
 */
export type NavItem = NavigationItemInput;
export type ItemPath = readonly number[];

const childrenOf = (item: NavItem): NavItem[] => item.children ?? [];

/** The list the item at `path` lives in, changed by `edit`. */
function editList(items: readonly NavItem[], parentPath: ItemPath, edit: (list: NavItem[]) => NavItem[]): NavItem[] {
  if (parentPath.length === 0) return edit([...items]);
  const [head, ...rest] = parentPath;
  return items.map((item, index) => (index === head ? { ...item, children: editList(childrenOf(item), rest, edit) } : item));
}

export function itemAt(items: readonly NavItem[], path: ItemPath): NavItem | undefined {
  let list: readonly NavItem[] = items;
  let item: NavItem | undefined;
  for (const index of path) {
    item = list[index];
    if (!item) return undefined;
    list = childrenOf(item);
  }
  return item;
}

export function updateItem(items: readonly NavItem[], path: ItemPath, patch: Partial<NavItem>): NavItem[] {
  return editList(items, path.slice(0, -1), (list) => list.map((item, index) => (index === path.at(-1) ? { ...item, ...patch } : item)));
}

export function removeItem(items: readonly NavItem[], path: ItemPath): NavItem[] {
  return editList(items, path.slice(0, -1), (list) => list.filter((_, index) => index !== path.at(-1)));
}

/** Inserts `item` so that it ends up at `path`. */
export function insertItem(items: readonly NavItem[], path: ItemPath, item: NavItem): NavItem[] {
  return editList(items, path.slice(0, -1), (list) => {
    list.splice(path.at(-1) ?? list.length, 0, item);
    return list;
  });
}

/** Moves an item within its own list from index `from` to `to`. */
export function moveWithin(items: readonly NavItem[], parentPath: ItemPath, from: number, to: number): NavItem[] {
  return editList(items, parentPath, (list) => {
    const [item] = list.splice(from, 1);
    list.splice(to, 0, item);
    return list;
  });
}

/** Makes the item the last child of its previous sibling; the first item of a list cannot be indented. */
export function indentItem(items: readonly NavItem[], path: ItemPath): NavItem[] {
  const index = path.at(-1) ?? 0;
  const item = itemAt(items, path);
  if (index === 0 || !item) return [...items];
  const siblingPath = [...path.slice(0, -1), index - 1];
  const sibling = itemAt(items, siblingPath);
  const withoutItem = removeItem(items, path);
  return insertItem(withoutItem, [...siblingPath, childrenOf(sibling ?? item).length], item);
}

/** Moves the item out of its parent, right after the parent; top-level items stay. */
export function outdentItem(items: readonly NavItem[], path: ItemPath): NavItem[] {
  const item = itemAt(items, path);
  if (path.length < 2 || !item) return [...items];
  const parentPath = path.slice(0, -1);
  const withoutItem = removeItem(items, path);
  return insertItem(withoutItem, [...parentPath.slice(0, -1), (parentPath.at(-1) ?? 0) + 1], item);
}
