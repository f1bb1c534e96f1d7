import { storefrontTexts } from '@asp/i18n';
import styles from './NotFoundPage.module.css';

/**
 * storefront.md §2.7: '404 Not Found' with 'Leider wurde die angeforderte Seite nicht
 * gefunden.' — shown when no site matches the path and nothing is loading.
 */
export function NotFoundPage() {
  return (
    <section className={`${styles.root} cms-not-found`} data-testid="not-found">
      <h1 className="cms-not-found__title">{storefrontTexts.notFoundTitle}</h1>
      <p>{storefrontTexts.notFoundText}</p>
    </section>
  );
}
