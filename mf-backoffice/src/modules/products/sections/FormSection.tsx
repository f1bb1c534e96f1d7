import type { ReactNode } from 'react';
import styles from './FormSection.module.css';

/** One titled part of the product form; `id` makes it a jump target of the section list. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section} id={`product-section-${id}`} data-testid={`product-section-${id}`}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}
