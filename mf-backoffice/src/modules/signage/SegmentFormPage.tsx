import { segmentInputSchema, segmentKindSchema, type Segment, type SegmentInput } from '@asp/contracts';
import { backofficeSignageTexts as t } from '@asp/i18n';
import { FormCheckboxField, FormNumberField, FormSelectField, FormTextAreaField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { useEffect } from 'react';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { useCategoryListQuery } from '../categories/categories-api';
import { SEGMENTS_PATH } from './SegmentListPage';
import { useCreateSignageSegmentMutation, useSignageSegmentQuery, useUpdateSignageSegmentMutation } from './signage-api';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { SegmentScheduleField } from './SegmentScheduleField';
import styles from './signage.module.css';

/**
 * The Filmsequenz form: name, kind, duration and the kind's content — an image or video
 * from the image library or a URL, an HTML slide, or a menu board of a category, and the
 * segment's schedule (SegmentScheduleField).
 */
function SegmentForm({ original }: { original: Segment | null }) {
  const [create] = useCreateSignageSegmentMutation();
  const [update] = useUpdateSignageSegmentMutation();
  const save = useSaveRecord({ original, create, update, after: SEGMENTS_PATH });
  const categories = useCategoryListQuery();
  const form = useKitForm(segmentInputSchema, {
    defaultValues: {
      name: original?.name ?? '',
      kind: original?.kind ?? 'image',
      duration: original?.duration ?? 10,
      schedule: original?.schedule ?? null,
      media: original?.media ?? null,
      url: original?.url ?? null,
      html: original?.html ?? '',
      template: original?.template ?? null,
      menuBoard: original?.menuBoard ?? null,
    },
  });
  const kind = form.watch('kind');
  useEffect(() => {
    // A menu board needs its settings; any other kind has none.
    // The category stays empty until chosen (its blank message then shows).
    if (kind === 'menu-board' && !form.getValues('menuBoard')?.layout)
      form.setValue('menuBoard', { layout: 'list', title: '', showSoldOut: true } as NonNullable<SegmentInput['menuBoard']>);
    if (kind !== 'menu-board' && form.getValues('menuBoard')) form.setValue('menuBoard', null);
  }, [kind, form]);

  return (
    <KitForm form={form} testId="segment-form" cancelTo={SEGMENTS_PATH} onSubmit={save}>
      <FormTextField form={form} name="name" label={t.name} />
      <FormSelectField
        form={form}
        name="kind"
        label={t.kind}
        options={segmentKindSchema.options.map((value) => ({ value, label: t.kinds[value] }))}
      />
      <FormNumberField form={form} name="duration" label={t.duration} step="1" />
      {(kind === 'image' || kind === 'video') && (
        <>
          <CatalogImageField form={form} name="media" label={t.kinds[kind]} />
          <FormTextField form={form} name="url" label={t.url} />
        </>
      )}
      {kind === 'html' && <FormTextAreaField form={form} name="html" label={t.html} />}
      {kind === 'menu-board' && (
        <>
          <FormSelectField
            form={form}
            name="menuBoard.category"
            label={t.category}
            numeric
            placeholder="–"
            options={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
          />
          <FormSelectField
            form={form}
            name="menuBoard.layout"
            label={t.layout}
            options={(['list', 'grid', 'columns'] as const).map((value) => ({ value, label: t.layouts[value] }))}
          />
          <FormTextField form={form} name="menuBoard.title" label={t.boardTitle} />
          <FormCheckboxField form={form} name="menuBoard.showSoldOut" label={t.showSoldOut} />
        </>
      )}
      <SegmentScheduleField form={form} />
    </KitForm>
  );
}

/** /backend/signage/segments/new and /backend/signage/segments/:id — an existing one loaded fresh. */
function SegmentPage() {
  const record = useRecordFromUrl(useSignageSegmentQuery);
  return (
    <RecordPage
      record={record}
      title={{ create: t.segmentCreateTitle, edit: t.segmentEditTitle }}
      backTo={SEGMENTS_PATH}
      className={styles.page}
    >
      {(original) => <SegmentForm key={original?.id ?? 'new'} original={original} />}
    </RecordPage>
  );
}

export const SegmentCreatePage = SegmentPage;
export const SegmentEditPage = SegmentPage;
