import { shopTexts } from '@asp/i18n';
import { useEffect, useRef, useState } from 'react';
import { activeCategoryIndex, categoryAnchor } from './category-highlight';

/**
 * The optional category bar of the ordering page (storefront.md §2.8, config flag
 * enablePluginCategoryBar): one button per product group, scrolling smoothly to it; the
 * group whose top is above 25% of the viewport is highlighted while scrolling.
 */
/**
 * Height of the page's sticky header (the shell's), so the bar sticks below it and a
 * group scrolled to is not hidden under both. 0 when there is none.
 */
function stickyHeaderHeight(): number {
  const header = document.querySelector<HTMLElement>('.asp-header');
  return header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
}

export function CategoryBar({ categories }: { categories: Array<{ id: number; name: string }> }) {
  const [active, setActive] = useState(-1);
  const bar = useRef<HTMLElement>(null);

  function scrollTo(categoryId: number) {
    const group = document.getElementById(categoryAnchor(categoryId));
    if (!group) return;
    const offset = stickyHeaderHeight() + (bar.current?.getBoundingClientRect().height ?? 0);
    window.scrollTo({ top: group.getBoundingClientRect().top + window.scrollY - offset, behavior: 'smooth' });
  }

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (bar.current) bar.current.style.top = `${stickyHeaderHeight()}px`;
      const tops = categories.map(
        (category) => document.getElementById(categoryAnchor(category.id))?.getBoundingClientRect().top ?? Infinity,
      );
      setActive(activeCategoryIndex(tops, window.innerHeight));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [categories]);

  return (
    <nav ref={bar} className="asp-category-bar" aria-label={shopTexts.categoryBarLabel} data-testid="category-bar">
      <ul>
        {categories.map((category, index) => (
          <li key={category.id}>
            <button
              type="button"
              className={index === active ? 'asp-category-bar__item asp-category-bar__item--active' : 'asp-category-bar__item'}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => scrollTo(category.id)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
