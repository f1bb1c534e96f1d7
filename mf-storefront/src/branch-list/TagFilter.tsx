import type { Tag } from '@asp/contracts';
import { storefrontTexts } from '@asp/i18n';

export interface TagFilterProps {
  tags: Tag[];
  selected: ReadonlyArray<number | string>;
  onToggle(tagId: number): void;
}

/** The tag filter buttons of the branch list (storefront.md §2.5); each one toggles. */
export function TagFilter({ tags, selected, onToggle }: TagFilterProps) {
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
