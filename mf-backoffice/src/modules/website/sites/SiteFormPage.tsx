import { siteInputSchema, type Site, type SiteBodyBlock } from '@asp/contracts';
import { backofficeWebsiteTexts as t, kitTexts, resourceNouns } from '@asp/i18n';
import {
  FormCheckboxField,
  FormRichTextField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  KitForm,
  Loader,
  showToast,
  useKitForm,
} from '@asp/web-kit';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DeleteRecordButton } from '../../catalog-parts/DeleteRecordButton';
import { useRecordId } from '../../catalog-parts/record-page';
import { recordPath, SITES_PATH } from '../paths';
import { useCreateSiteMutation, useRemoveSiteMutation, useSiteQuery, useUpdateSiteMutation } from '../website-api';
import styles from '../website.module.css';
import { BlockListEditor } from './BlockListEditor';

/** The two configured site types of website.md §2 Page display (unknown stored types stay choosable). */
function siteTypeOptions(current: string) {
  const known = Object.entries(t.siteTypes).map(([value, label]) => ({ value, label }));
  return known.some((option) => option.value === current) ? known : [...known, { value: current, label: current }];
}

/** /backend/sites/new and /backend/sites/:id. `extra` is room for the draft and publishing controls. */
export function SiteFormPage({ extra }: { extra?: (site: Site) => ReactNode }) {
  const id = useRecordId();
  const site = useSiteQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  if (id !== null && !site.data) return site.isLoading || site.isFetching ? <Loader /> : null;
  return <SiteForm key={id ?? 'new'} site={site.data ?? null} extra={extra} />;
}

function SiteForm({ site, extra }: { site: Site | null; extra?: (site: Site) => ReactNode }) {
  const navigate = useNavigate();
  const [createSite] = useCreateSiteMutation();
  const [updateSite] = useUpdateSiteMutation();
  const [removeSite] = useRemoveSiteMutation();
  const form = useKitForm(siteInputSchema, {
    defaultValues: {
      path: site?.path ?? '/',
      title: site?.title ?? '',
      name: site?.name ?? '',
      description: site?.description ?? '',
      type: site?.type ?? 'default',
      isPublic: site?.isPublic ?? true,
      content: site?.content ?? { body: [] },
    },
  });
  const body = useController({ control: form.control, name: 'content.body' });
  const type = form.watch('type');

  return (
    <section className={styles.page}>
      <h1>{site ? t.sites.editTitle : t.sites.createTitle}</h1>
      {site && extra ? extra(site) : null}
      <KitForm
        form={form}
        testId="site-form"
        cancelTo={SITES_PATH}
        onSubmit={async (values) => {
          const saved = await (site ? updateSite({ id: site.id, ...values }) : createSite(values)).unwrap();
          showToast(kitTexts.saved);
          // A new page stays open for its blocks; an edited one returns to the list.
          navigate(site ? SITES_PATH : recordPath(SITES_PATH, saved.id));
        }}
        actions={
          site ? (
            <DeleteRecordButton
              name={site.name}
              noun={resourceNouns.sites.one}
              remove={() => removeSite(site.id).unwrap()}
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
        <FormCheckboxField form={form} name="isPublic" label={t.sites.isPublic} />
        {type === 'default' ? <FormRichTextField form={form} name={'content.text' as 'content'} label={t.sites.content} /> : null}
        <BlockListEditor
          path="content.body"
          value={(body.field.value ?? []) as SiteBodyBlock[]}
          onChange={(next) => body.field.onChange(next)}
        />
      </KitForm>
    </section>
  );
}
