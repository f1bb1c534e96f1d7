import { backofficeDeviceTexts as t, fill } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import { pageCount, pageRange } from './device-list-query';
import styles from './devices.module.css';

export interface PagerProps {
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  /** All matching rows (x-total-count). */
  total: number;
  disabled?: boolean;
  onPage(page: number): void;
  testId: string;
}

/** '21–40 von 45' with previous/next page of a list the server pages. */
export function Pager({ page, pageSize, total, disabled, onPage, testId }: PagerProps) {
  const { from, to } = pageRange(page, pageSize, total);
  const last = pageCount(total, pageSize) - 1;
  return (
    <nav className={styles.pager} aria-label={fill(t.pageRange, { from, to, total })} data-testid={testId}>
      <Button variant="secondary" disabled={disabled || page <= 0} onClick={() => onPage(page - 1)}>
        {t.previousPage}
      </Button>
      <span data-testid={`${testId}-range`}>{fill(t.pageRange, { from, to, total })}</span>
      <Button variant="secondary" disabled={disabled || page >= last} onClick={() => onPage(page + 1)}>
        {t.nextPage}
      </Button>
    </nav>
  );
}
