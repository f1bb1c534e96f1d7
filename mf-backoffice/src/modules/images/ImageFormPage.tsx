import type { Image } from '@asp/contracts';
import { imageUrl } from '@asp/domain';
import { backofficeImagesTexts as t, backofficeTexts, fill, formatByteSize, kitTexts, validationTexts } from '@asp/i18n';
import { ErrorNotice, FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { imageFormSchema, newImageFormSchema } from './image-form-schema';
import { ImageFileField } from './ImageFileField';
import { useCreateImageMutation, useImageQuery, useUpdateImageMutation } from './images-api';
import styles from './images.module.css';

export const IMAGES_PATH = '/backend/images';

/** A new image: the file (drag and drop or the file input) and its alt text. */
function NewImageForm() {
  const navigate = useNavigate();
  const [create] = useCreateImageMutation();
  const form = useKitForm(newImageFormSchema, { defaultValues: { alt: '', uploadId: undefined } });
  return (
    <KitForm
      form={form}
      testId="image-form"
      cancelTo={IMAGES_PATH}
      onSubmit={async (values) => {
        await create(values).unwrap();
        showToast(kitTexts.saved);
        navigate(IMAGES_PATH);
      }}
    >
      <ImageFileField control={form.control} name="uploadId" label={t.file} />
      <FormTextField form={form} name="alt" label={t.alt} hint={t.altHint} />
    </KitForm>
  );
}

/** An existing image: its preview and facts, the alt text, and optionally a new file (the next version). */
function EditImageForm({ image }: { image: Image }) {
  const navigate = useNavigate();
  const [update] = useUpdateImageMutation();
  const form = useKitForm(imageFormSchema, { defaultValues: { alt: image.alt, uploadId: undefined } });
  return (
    <>
      <figure className={styles.figure}>
        <img src={imageUrl(image, 'small')} alt={image.alt} width={image.width} height={image.height} data-testid="image-preview" />
        <figcaption>
          {image.width} × {image.height} px · {formatByteSize(image.bytes)} · {fill(t.version, { version: image.version })} ·{' '}
          {t.statuses[image.status]}
        </figcaption>
      </figure>
      <KitForm
        form={form}
        testId="image-form"
        cancelTo={IMAGES_PATH}
        onSubmit={async (values) => {
          await update({ id: image.id, ...values }).unwrap();
          showToast(kitTexts.saved);
          navigate(IMAGES_PATH);
        }}
      >
        <FormTextField form={form} name="alt" label={t.alt} hint={t.altHint} />
        <ImageFileField control={form.control} name="uploadId" label={t.replaceFile} />
      </KitForm>
    </>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <p>
        <Link to={IMAGES_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** /backend/images/new */
export function ImageCreatePage() {
  return (
    <Frame title={t.createTitle}>
      <NewImageForm />
    </Frame>
  );
}

/** /backend/images/:id — loads the record fresh, so the form never edits a stale copy. */
export function ImageEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const image = useImageQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  let content;
  if (!valid) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (image.isError)
    content = null; // the layout shows 'Bilder konnten nicht geladen werden.' with a retry
  else if (!image.data || image.isFetching) content = <Loader />;
  else content = <EditImageForm key={`${image.data.id}-${image.data.version}`} image={image.data} />;
  return <Frame title={t.editTitle}>{content}</Frame>;
}
