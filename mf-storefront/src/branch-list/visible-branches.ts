import type { Branch, Tag } from '@asp/contracts';
import { filterBranches } from '@asp/domain';

export interface BranchListFilter {
  /** The search box's text (only when the search plugin is on). */
  term: string;
  /** Ids of the toggled tag buttons (only when the tags plugin is on). */
  tagIds: number[];
}

/**
 * The branches the list shows: the domain's branch-list filter (storefront.md §2.5)
 * over the branches with their tag names filled in — a branch record names its tags
 * by id only, the search also matches tag names. Order is kept.
 */
export function visibleBranches(branches: readonly Branch[], tags: readonly Tag[], filter: BranchListFilter): Branch[] {
  const names = new Map(tags.map((tag) => [tag.id, tag.name] as const));
  const byId = new Map(branches.map((branch) => [branch.id, branch] as const));
  const searchable = branches.map((branch) => ({
    ...branch,
    tags: branch.tags.map((tag) => ({ id: tag.id, name: names.get(tag.id) ?? '' })),
  }));
  return filterBranches(searchable, filter.term, filter.tagIds).map((match) => byId.get(match.id)!);
}

/**
 * The tags offered as filter buttons: those of the tag list that at least one listed
 * branch carries (a button that can only empty the list is no filter), in list order.
 */
export function filterableTags(tags: readonly Tag[], branches: readonly Branch[]): Tag[] {
  const used = new Set(branches.flatMap((branch) => branch.tags.map((tag) => tag.id)));
  return tags.filter((tag) => used.has(tag.id));
}

/** Toggles a tag id in or out of the selection. */
export function toggleTag(selected: readonly number[], tagId: number): number[] {
  return selected.includes(tagId) ? selected.filter((id) => id !== tagId) : [...selected, tagId];
}
