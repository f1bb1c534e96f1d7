import { websiteTexts } from '@asp/i18n';

/** website.md §2 Error views: '500 Internal Server Error' with 'Leider ist ein interner Fehler aufgetreten.' (also the unknown-site-type placeholder). */
export function ServerErrorPage() {
  return (
    <section className="cms-error" data-testid="server-error">
      <h1 className="cms-error__title">{websiteTexts.serverErrorTitle}</h1>
      <p>{websiteTexts.serverErrorText}</p>
    </section>
  );
}
