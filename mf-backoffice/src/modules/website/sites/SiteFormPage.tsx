import { siteInputSchema, type SiteBodyBlock, type SiteDraft, type SiteInput } from '@asp/contracts';
import { backofficeWebsiteTexts as t, resourceNouns } from '@asp/i18n';
import { FormRichTextField, FormSelectField, FormTextAreaField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { useController } from 'react-hook-form';
import { DeleteRecordButton } from '../../catalog-parts/DeleteRecordButton';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../../ui/RecordPage';
import { recordPath, SITES_PATH } from '../paths';
import { useCreateSiteMutation, useRemoveSiteMutation } from '../website-api';
import styles from '../website.module.css';
import { ContentErrorsProvider } from '../fields/field-errors';
import { BlockListEditor } from './BlockListEditor';
import { PublishingPanel } from './PublishingPanel';
import { VisibilitySwitch } from './VisibilitySwitch';
import { useSaveSiteDraftMutation, useSiteDraftQuery } from './site-publishing-api';

/** The two configured site types of website.md §2 Page display (unknown stored types stay choosable). */
function siteTypeOptions(current: string) {
  const known = Object.entries(t.siteTypes).map(([value, label]) => ({ value, label }));
  return known.some((option) => option.value === current) ? known : [...known, { value: current, label: current }];
}

/**
 * /backend/sites/new and /backend/sites/:id. A new page is created directly; an existing
 * one is edited as its draft (GET/PUT /api/sites/{id}/draft) and reaches the public through
 * the publishing panel. The form is rebuilt whenever the stored draft changes (a save, an
 * AI text, a discard or a rollback), so it always shows what is stored; the refetch after
 * those keeps the page (keepWhileRefetching) instead of the loader.
 */
export function SiteFormPage() {
  const record = useRecordFromUrl(useSiteDraftQuery, { keepWhileRefetching: true });
  return (
    <RecordPage record={record} title={{ create: t.sites.createTitle, edit: t.sites.editTitle }} className={styles.page}>
      {(draft) => <SiteForm key={draft ? `${draft.siteId}-${draft.updatedAt ?? 'published'}-${draft.baseVersion}` : 'new'} draft={draft} />}
    </RecordPage>
  );
}

function SiteForm({ draft }: { draft: SiteDraft | null }) {
  const [createSite] = useCreateSiteMutation();
  const [saveDraft] = useSaveSiteDraftMutation();
  // A new page is created and opened as its draft; the draft's save stays on the page (preview and publish come next).
  const create = useSaveRecord({ create: createSite, after: (_values, created) => recordPath(SITES_PATH, created.id) });
  const saveTheDraft = useSaveRecord({
    original: draft ? { id: draft.siteId } : null,
    update: saveDraft,
    savedText: t.publishing.draftSaved,
    after: () => null,
  });
  const [removeSite] = useRemoveSiteMutation();
  const site: SiteInput | null = draft?.data ?? null;
  const form = useKitForm(siteInputSchema, {
    defaultValues: {
      path: site?.path ?? '/',
      title: site?.title ?? '',
      name: site?.name ?? '',
      description: site?.description ?? '',
      type: site?.type ?? 'default',
      // A new page is a draft until its creator makes it public (issue 14).
      isPublic: site?.isPublic ?? false,
      content: site?.content ?? { body: [] },
    },
  });
  const body = useController({ control: form.control, name: 'content.body' });
  const isPublic = useController({ control: form.control, name: 'isPublic' });
  const type = form.watch('type');

  return (
    <>
      <KitForm
        form={form}
        testId="site-form"
        serverFieldPrefixes={['content']}
        submitLabel={draft ? t.publishing.saveDraft : undefined}
        cancelTo={SITES_PATH}
        onSubmit={draft ? saveTheDraft : create}
        actions={
          draft && site ? (
            <DeleteRecordButton
              name={site.name}
              noun={resourceNouns.sites.one}
              remove={() => removeSite(draft.siteId).unwrap()}
              after={SITES_PATH}
            />
          ) : null
        }
      >
        <div className={styles.row}>
          <FormTextField form={form} name="path" label={t.sites.path} />
          <FormTextField form={form} name="name" label={t.sites.name} />
          <FormSelectField form={form} name="type" label={t.sites.type} options={siteTypeOptions(site?.type ?? 'default')} />
        </div>
        <FormTextField form={form} name="title" label={t.sites.title} />
        <FormTextAreaField form={form} name="description" label={t.sites.description} rows={2} />
        <VisibilitySwitch
          value={Boolean(isPublic.field.value)}
          onChange={(next) => isPublic.field.onChange(next)}
          viaDraft={draft !== null}
        />
        {type === 'default' ? <FormRichTextField form={form} name="content.text" label={t.sites.content} /> : null}
        <ContentErrorsProvider errors={form.formState.errors}>
          <BlockListEditor
            path="content.body"
            value={(body.field.value ?? []) as SiteBodyBlock[]}
            onChange={(next) => body.field.onChange(next)}
          />
        </ContentErrorsProvider>
      </KitForm>
      {draft ? <PublishingPanel draft={draft} dirty={form.formState.isDirty} /> : null}
    </>
  );
}
