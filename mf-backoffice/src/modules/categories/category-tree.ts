import type { Category } from '@asp/contracts';

/**
 * The category tree of the back office: main categories with their sub categories below
 * them, siblings by `position` (ties by id, the order the shop keeps for equal positions).
 * Pure, so moving and the parent choice are tested without a browser.
 */
export interface CategoryTreeRow {
  category: Category;
  /** 0 for a main category, 1 for its sub categories, … */
  depth: number;
  /** Place among its siblings and how many there are (for the move buttons). */
  index: number;
  siblingCount: number;
}

const bySiblingOrder = (a: Category, b: Category) => a.position - b.position || a.id - b.id;

function childrenOf(categories: readonly Category[], parent: number | null): Category[] {
  return categories.filter((category) => category.parent === parent).sort(bySiblingOrder);
}

/**
 * Depth first. A category whose parent is missing (or a loop) would never be reached from
 * the roots: it is listed as a main category so staff can still see and fix it.
 */
export function categoryTree(categories: readonly Category[]): CategoryTreeRow[] {
  const ids = new Set(categories.map((category) => category.id));
  const rows: CategoryTreeRow[] = [];
  const placed = new Set<number>();
  const visit = (siblings: Category[], depth: number) => {
    siblings.forEach((category, index) => {
      if (placed.has(category.id)) return;
      placed.add(category.id);
      rows.push({ category, depth, index, siblingCount: siblings.length });
      visit(childrenOf(categories, category.id), depth + 1);
    });
  };
  visit(categories.filter((category) => category.parent === null || !ids.has(category.parent)).sort(bySiblingOrder), 0);
  const orphans = categories.filter((category) => !placed.has(category.id)).sort(bySiblingOrder);
  visit(orphans, 0);
  return rows;
}

export interface PositionChange {
  id: number;
  position: number;
}

/**
 * Moving a category one place up (-1) or down (+1) among its siblings: the siblings are
 * numbered 10, 20, 30 … in their new order, and only the changed ones are returned (each
 * is one PUT). Empty when the move is not possible (first up, last down).
 */
export function moveCategory(categories: readonly Category[], id: number, direction: -1 | 1): PositionChange[] {
  const moved = categories.find((category) => category.id === id);
  if (!moved) return [];
  const siblings = childrenOf(categories, moved.parent);
  const from = siblings.findIndex((category) => category.id === id);
  const to = from + direction;
  if (to < 0 || to >= siblings.length) return [];
  const order = [...siblings];
  [order[from], order[to]] = [order[to], order[from]];
  return order
    .map((category, index) => ({ id: category.id, position: (index + 1) * 10, before: category.position }))
    .filter((change) => change.position !== change.before)
    .map(({ id: changed, position }) => ({ id: changed, position }));
}

/** The ids below a category (its sub categories, theirs, …), loop-safe. */
export function descendantIds(categories: readonly Category[], id: number): Set<number> {
  const found = new Set<number>();
  const walk = (parent: number) => {
    for (const child of categories) {
      if (child.parent === parent && !found.has(child.id) && child.id !== id) {
        found.add(child.id);
        walk(child.id);
      }
    }
  };
  walk(id);
  return found;
}

/**
 * The choices for a category's parent, indented by depth: every category except the
 * edited one and those below it (the server refuses those too: categoryOwnParent).
 */
export function parentChoices(categories: readonly Category[], editedId: number | null): Array<{ value: string; label: string }> {
  const excluded = editedId === null ? new Set<number>() : new Set([editedId, ...descendantIds(categories, editedId)]);
  return categoryTree(categories)
    .filter((row) => !excluded.has(row.category.id))
    .map((row) => ({ value: String(row.category.id), label: `${'\u2003'.repeat(row.depth)}${row.category.name}` }));
}

/** The position a new category gets: after its future siblings. */
export function nextPosition(categories: readonly Category[], parent: number | null): number {
  const siblings = childrenOf(categories, parent);
  return siblings.length ? Math.max(...siblings.map((category) => category.position)) + 10 : 10;
}
