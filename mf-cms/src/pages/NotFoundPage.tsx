import { storefrontTexts } from '@asp/i18n';

/**
 * storefront.md §2.7: '404 Not Found' with 'Leider wurde die angeforderte Seite nicht
 * gefunden.' — shown when no site matches the path and nothing is loading.
 */
export function NotFoundPage() {
  return (
    <section className="cms-not-found" data-testid="not-found">
      <h1 className="cms-not-found__title">{storefrontTexts.notFoundTitle}</h1>
      <p>{storefrontTexts.notFoundText}</p>
    </section>
  );
}
