import type { Tag } from '@asp/contracts';
import { storefrontTexts } from '@asp/i18n';

export interface TagFilterProps {
  tags: Tag[];
  selected: ReadonlyArray<number | string>;
  onToggle(tagId: number): void;
  /** Tags or branches still loading: an empty row of the buttons' height is shown instead. */
  loading?: boolean;
}

/** The tag filter buttons of the branch list (storefront.md §2.5); each one toggles. */
export function TagFilter({ tags, selected, onToggle, loading = false }: TagFilterProps) {
  // While the tags load, their row keeps its place: the list below must not jump when they arrive.
  if (loading) return <div className="asp-tag-filter asp-tag-filter--loading" aria-hidden="true" data-testid="tag-filter-placeholder" />;
  if (tags.length === 0) return null;
  return (
    <div className="asp-tag-filter" role="group" aria-label={storefrontTexts.tagFilterLabel}>
      {tags.map((tag) => {
        const isSelected = selected.includes(tag.id);
        return (
          <button
            key={tag.id}
            type="button"
            className={isSelected ? 'asp-tag-filter__tag asp-tag-filter__tag--selected' : 'asp-tag-filter__tag'}
            aria-pressed={isSelected}
            data-testid={`tag-filter-${tag.id}`}
            onClick={() => onToggle(tag.id)}
          >
            {tag.name}
          </button>
        );
      })}
    </div>
  );
}
