import type { SiteDraft } from '@asp/contracts';
import { backofficeWebsiteTexts, fill, formatDateTime } from '@asp/i18n';
import { Button, SelectField, showToast, TextAreaField, TextField } from '@asp/web-kit';
import { useState } from 'react';
import styles from '../website.module.css';
import {
  useCancelSitePublicationMutation,
  useCreateSitePreviewLinkMutation,
  useDiscardSiteDraftMutation,
  useGenerateSiteTextMutation,
  usePublishSiteMutation,
  useRollbackSiteMutation,
  useSiteVersionsQuery,
} from './site-publishing-api';

const t = backofficeWebsiteTexts.publishing;

/**
 * The draft's way to the public (beside the site form): a secret preview link, publish
 * now or at a set time (a delayed job on the server), cancel that, discard the draft, roll
 * back to an earlier version, and let the AI write a text into the draft. Everything acts
 * on the STORED draft, so it waits while the form has unsaved changes. Failures are shown
 * by the layout with the server's German message.
 */
export function PublishingPanel({ draft, dirty }: { draft: SiteDraft; dirty: boolean }) {
  const id = draft.siteId;
  const [publish, publishing] = usePublishSiteMutation();
  const [cancel] = useCancelSitePublicationMutation();
  const [discard] = useDiscardSiteDraftMutation();
  const [previewLink, preview] = useCreateSitePreviewLinkMutation();
  const [rollback] = useRollbackSiteMutation();
  const versions = useSiteVersionsQuery(id);
  const [at, setAt] = useState('');
  const busy = dirty || publishing.isLoading;

  async function openPreview() {
    const link = await previewLink(id).unwrap();
    window.open(link.url, '_blank', 'noopener');
  }
  async function publishNow() {
    const result = await publish({ id }).unwrap();
    showToast(fill(t.published, { version: result.version ?? '' }));
  }
  async function schedule() {
    await publish({ id, at: new Date(at).toISOString() }).unwrap();
    showToast(t.scheduledToast);
  }
  const quietly = (action: () => Promise<unknown>) => () => void action().catch(() => undefined);

  return (
    <section className={styles.panel} aria-label={t.title} data-testid="publishing-panel">
      <h2>{t.title}</h2>
      <p data-testid="draft-state">
        {draft.hasDraft && draft.updatedAt ? fill(t.hasDraft, { time: formatDateTime(draft.updatedAt) }) : t.noDraft}
      </p>
      {draft.scheduledAt ? <p data-testid="scheduled">{fill(t.scheduled, { time: formatDateTime(draft.scheduledAt) })}</p> : null}
      {dirty ? <p role="status">{t.saveFirst}</p> : null}
      <div className={styles.row}>
        <Button variant="secondary" disabled={busy} onClick={quietly(openPreview)} data-testid="site-preview">
          {t.preview}
        </Button>
        <Button disabled={busy || !draft.hasDraft} onClick={quietly(publishNow)} data-testid="site-publish">
          {t.publishNow}
        </Button>
        <TextField label={t.publishAt} name="publishAt" type="datetime-local" value={at} onChange={setAt} />
        <Button variant="secondary" disabled={busy || !at || !draft.hasDraft} onClick={quietly(schedule)} data-testid="site-schedule">
          {t.schedule}
        </Button>
        {draft.scheduledAt ? (
          <Button variant="secondary" disabled={busy} onClick={quietly(() => cancel(id).unwrap())}>
            {t.cancelSchedule}
          </Button>
        ) : null}
        {draft.hasDraft ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={quietly(async () => {
              await discard(id).unwrap();
              showToast(t.discarded);
            })}
          >
            {t.discardDraft}
          </Button>
        ) : null}
      </div>
      {preview.data ? (
        <p>
          {t.previewLink}:{' '}
          <a href={preview.data.url} target="_blank" rel="noreferrer" data-testid="preview-link">
            {preview.data.url}
          </a>
        </p>
      ) : null}
      <AiDraft siteId={id} disabled={busy} />
      <h3>{t.versions}</h3>
      {versions.data?.rows.length ? (
        <ol className={styles.versions} data-testid="site-versions">
          {versions.data.rows.map((version) => (
            <li key={version.version}>
              <strong>{fill(t.version, { version: version.version })}</strong>{' '}
              {fill(t.publishedAtBy, { time: formatDateTime(version.publishedAt), by: version.publishedBy ?? '–' })}{' '}
              {version.restoredFrom ? fill(t.restoredFrom, { version: version.restoredFrom }) : null}{' '}
              <Button
                variant="secondary"
                disabled={busy}
                onClick={quietly(async () => {
                  await rollback({ id, version: version.version }).unwrap();
                  showToast(fill(t.rolledBack, { version: version.version }));
                })}
              >
                {t.rollback}
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t.noVersions}</p>
      )}
    </section>
  );
}

/** 'KI-Entwurf': a prompt, where the text goes, and the call; the draft reloads with the text for a person to check. */
function AiDraft({ siteId, disabled }: { siteId: number; disabled: boolean }) {
  const [generate, generation] = useGenerateSiteTextMutation();
  const [prompt, setPrompt] = useState('');
  const [target, setTarget] = useState<'textBlock' | 'description'>('textBlock');
  return (
    <fieldset className={styles.panel} data-testid="ai-draft">
      <legend>{t.ai}</legend>
      <TextAreaField label={t.aiPrompt} name="aiPrompt" rows={2} value={prompt} onChange={setPrompt} />
      <SelectField
        label={t.aiTarget}
        name="aiTarget"
        value={target}
        options={(['textBlock', 'description'] as const).map((value) => ({ value, label: t.aiTargets[value] }))}
        onChange={(value) => setTarget(value === 'description' ? 'description' : 'textBlock')}
      />
      <Button
        disabled={disabled || generation.isLoading || prompt.trim() === ''}
        onClick={() =>
          void generate({ id: siteId, prompt, target })
            .unwrap()
            .then(() => showToast(t.aiDone))
            .catch(() => undefined)
        }
        data-testid="ai-generate"
      >
        {generation.isLoading ? t.aiGenerating : t.aiGenerate}
      </Button>
    </fieldset>
  );
}
