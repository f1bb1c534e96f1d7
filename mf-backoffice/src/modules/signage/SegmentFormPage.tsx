import { segmentInputSchema, segmentKindSchema, type Segment, type SegmentInput } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts, kitTexts, validationTexts } from '@asp/i18n';
import {
  ErrorNotice,
  FormCheckboxField,
  FormNumberField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  KitForm,
  Loader,
  showToast,
  useKitForm,
} from '@asp/web-kit';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { useCategoryListQuery } from '../categories/categories-api';
import { SEGMENTS_PATH } from './SegmentListPage';
import { useCreateSignageSegmentMutation, useSignageSegmentQuery, useUpdateSignageSegmentMutation } from './signage-api';
import { SegmentScheduleField } from './SegmentScheduleField';
import styles from './signage.module.css';

/**
 * The Filmsequenz form: name, kind, duration and the kind's content — an image or video
 * from the image library or a URL, an HTML slide, or a menu board of a category, and the
 * segment's schedule (SegmentScheduleField).
 */
function SegmentForm({ original }: { original?: Segment }) {
  const navigate = useNavigate();
  const [create] = useCreateSignageSegmentMutation();
  const [update] = useUpdateSignageSegmentMutation();
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
    <KitForm
      form={form}
      testId="segment-form"
      cancelTo={SEGMENTS_PATH}
      onSubmit={async (values) => {
        if (original) await update({ id: original.id, ...values }).unwrap();
        else await create(values).unwrap();
        showToast(kitTexts.saved);
        navigate(SEGMENTS_PATH);
      }}
    >
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

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <p>
        <Link to={SEGMENTS_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** /backend/signage/segments/new */
export function SegmentCreatePage() {
  return (
    <Frame title={t.segmentCreateTitle}>
      <SegmentForm />
    </Frame>
  );
}

/** /backend/signage/segments/:id — loads the segment fresh. */
export function SegmentEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const segment = useSignageSegmentQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (segment.isError) content = null;
  else if (!segment.data || segment.isFetching) content = <Loader />;
  else content = <SegmentForm key={segment.data.id} original={segment.data} />;
  return <Frame title={t.segmentEditTitle}>{content}</Frame>;
}
