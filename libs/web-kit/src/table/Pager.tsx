import { fill, kitTexts } from '@asp/i18n';
import { useId } from 'react';
import { PAGE_SIZES, type ListState } from './list-state';

/** Previous / next page, 'Seite 2 von 5', the number of entries and the page size. */
export function Pager({ list, pages, total }: { list: ListState; pages: number; total: number }) {
  const sizeId = useId();
  return (
    <nav className="asp-pager" aria-label={kitTexts.pageSize}>
      <button
        type="button"
        className="asp-button asp-button--secondary"
        disabled={list.page <= 0}
        onClick={() => list.setPage(list.page - 1)}
      >
        {kitTexts.previousPage}
      </button>
      <span data-testid="pager-position">{fill(kitTexts.pageOf, { page: Math.min(list.page + 1, pages), pages })}</span>
      <button
        type="button"
        className="asp-button asp-button--secondary"
        disabled={list.page + 1 >= pages}
        onClick={() => list.setPage(list.page + 1)}
      >
        {kitTexts.nextPage}
      </button>
      <span data-testid="pager-total">{fill(kitTexts.entries, { count: total })}</span>
      <label htmlFor={sizeId}>{kitTexts.pageSize}</label>
      <select id={sizeId} value={list.pageSize} onChange={(event) => list.setPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
