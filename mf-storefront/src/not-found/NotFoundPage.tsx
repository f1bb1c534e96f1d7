import { storefrontTexts } from '@asp/i18n';

/** '404 Not Found' / 'Leider wurde die angeforderte Seite nicht gefunden.' (storefront.md §2.7, §8). */
export function NotFoundPage() {
  return (
    <div className="asp-not-found" data-testid="not-found">
      <h1>{storefrontTexts.notFoundTitle}</h1>
      <p>{storefrontTexts.notFoundText}</p>
    </div>
  );
}
