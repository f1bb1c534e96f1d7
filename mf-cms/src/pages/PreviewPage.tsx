import { siteSchema, type Site } from '@asp/contracts';
import { storefrontTexts, websiteTexts } from '@asp/i18n';
import { ApiError, apiRequest, ErrorNotice, Loader } from '@asp/web-kit';
import { useEffect, useState } from 'react';
import { useParams } from '@asp/web-kit/router';
import { SiteContent } from './SitePage';

type Preview =
  { state: 'loading' } | { state: 'ready'; site: Site } | { state: 'gone'; message: string } | { state: 'failed'; message: string };

/**
 * The draft behind a secret preview link (`/vorschau/{token}`, the content service's
 * `GET /api/sites/preview/{token}`): shown exactly as the published page will look, marked
 * as a preview and kept out of search engines. An unknown or expired link is the 404 view with the server's reason.
 */
export function PreviewPage() {
  const { token = '' } = useParams();
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<unknown>('GET', `/sites/preview/${encodeURIComponent(token)}`, undefined, { signal: controller.signal }).then(
      (data) => setPreview({ state: 'ready', site: siteSchema.parse(data) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setPreview({ state: 'gone', message: error.message });
        else setPreview({ state: 'failed', message: error instanceof ApiError ? error.message : websiteTexts.serverErrorText });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  return (
    <>
      {/* React hoists it into the head: a preview is never indexed. */}
      <meta name="robots" content="noindex, nofollow" />
      {preview.state === 'loading' ? <Loader /> : null}
      {preview.state === 'gone' ? (
        // The 404 view with the server's reason ('Die Vorschau ist abgelaufen oder ungültig.').
        <section className="cms-error" data-testid="preview-gone">
          <h1 className="cms-error__title">{storefrontTexts.notFoundTitle}</h1>
          <p>{preview.message}</p>
        </section>
      ) : null}
      {preview.state === 'failed' ? (
        <ErrorNotice
          message={preview.message}
          onRetry={() => {
            setPreview({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      {preview.state === 'ready' ? (
        <div className="cms-preview" data-testid="site-preview">
          <p className="cms-page__draft">{websiteTexts.preview}</p>
          <SiteContent site={{ ...preview.site, isPublic: true }} />
        </div>
      ) : null}
    </>
  );
}
