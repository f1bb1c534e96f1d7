import { backofficeTexts } from '@asp/i18n';
import type { ReactNode } from 'react';
import { Link } from '@asp/web-kit/router';
import styles from './catalog-parts.module.css';

/** The heading of a list page with 'Neu anlegen' (and any further links). */
export function ListHeader({ title, createTo, children }: { title: string; createTo?: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      <div className={styles.actions}>
        {children}
        {createTo ? (
          <Link className="asp-button" to={createTo} data-testid="list-create">
            {backofficeTexts.create}
          </Link>
        ) : null}
      </div>
    </header>
  );
}

/** The filter row above a list. */
export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <div className={styles.filters} role="search">
      {children}
    </div>
  );
}
