import type { Category } from '@asp/contracts';
import { productSearchTexts, shopTexts } from '@asp/i18n';
import { useId, useState } from 'react';
import { Link } from '@asp/web-kit/router';

export interface Crumb {
  label: string;
  to: string;
}

/** The hero navigation of the shop page (storefront.md §2.8): Home, Shop, branch, main category, sub category. */
export function HeroNavigation({ crumbs, title }: { crumbs: Crumb[]; title: string }) {
  return (
    <header className="asp-hero" data-testid="shop-hero">
      <nav aria-label={shopTexts.breadcrumbLabel}>
        <ol className="asp-hero__crumbs">
          {crumbs.map((crumb, index) => (
            <li key={crumb.to}>
              <Link to={crumb.to} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="asp-hero__title">{title}</h1>
    </header>
  );
}

/**
 * A collapsible list of category links (main or sub categories, storefront.md §2.8),
 * open by default above the desktop breakpoint.
 */
export function CategoryList({
  title,
  categories,
  activeId,
  pathOf,
  allLink,
  defaultOpen,
  testId,
}: {
  title: string;
  categories: Category[];
  activeId: number | null;
  pathOf(category: Category): string;
  allLink?: { label: string; to: string } | null;
  defaultOpen: boolean;
  testId: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <section className="asp-category-list" data-testid={testId}>
      <button
        type="button"
        className="asp-category-list__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{title}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <ul id={listId} className="asp-category-list__items" hidden={!open}>
        {allLink ? (
          <li>
            <Link to={allLink.to} aria-current={activeId === null ? 'page' : undefined}>
              {allLink.label}
            </Link>
          </li>
        ) : null}
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={pathOf(category)} aria-current={category.id === activeId ? 'page' : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Seite x von y' with previous and next (storefront.md §2.8, 10 products per page). */
export function Pager({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage(page: number): void }) {
  return (
    <nav className="asp-pager" aria-label={shopTexts.pagerLabel} data-testid="pager">
      <button
        type="button"
        className="asp-pager__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={shopTexts.previousPage}
      >
        ‹
      </button>
      <span className="asp-pager__label" aria-live="polite">
        {label}
      </span>
      <button
        type="button"
        className="asp-pager__step"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={shopTexts.nextPage}
      >
        ›
      </button>
    </nav>
  );
}

/** The sort options of the shop page (name A-Z, Z-A, price ascending, descending). */
export const SORT_OPTIONS = (Object.keys(productSearchTexts.sort) as Array<keyof typeof productSearchTexts.sort>).map((value) => ({
  value,
  label: productSearchTexts.sort[value],
}));
