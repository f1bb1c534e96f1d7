import type { Image } from '@asp/contracts';
import { imageUrl } from '@asp/domain';
import { backofficeImagesTexts as t, fill, formatByteSize } from '@asp/i18n';
import { FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { imageFormSchema, newImageFormSchema } from './image-form-schema';
import { ImageFileField } from './ImageFileField';
import { useCreateImageMutation, useImageQuery, useUpdateImageMutation } from './images-api';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import styles from './images.module.css';

export const IMAGES_PATH = '/backend/images';

/** A new image: the file (drag and drop or the file input) and its alt text. */
function NewImageForm() {
  const [create] = useCreateImageMutation();
  const save = useSaveRecord({ create, after: IMAGES_PATH });
  const form = useKitForm(newImageFormSchema, { defaultValues: { alt: '', uploadId: undefined } });
  return (
    <KitForm form={form} testId="image-form" cancelTo={IMAGES_PATH} onSubmit={save}>
      <ImageFileField control={form.control} name="uploadId" label={t.file} />
      <FormTextField form={form} name="alt" label={t.alt} hint={t.altHint} />
    </KitForm>
  );
}

/** An existing image: its preview and facts, the alt text, and optionally a new file (the next version). */
function EditImageForm({ image }: { image: Image }) {
  const [update] = useUpdateImageMutation();
  const save = useSaveRecord({ original: image, update, after: IMAGES_PATH });
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
      <KitForm form={form} testId="image-form" cancelTo={IMAGES_PATH} onSubmit={save}>
        <FormTextField form={form} name="alt" label={t.alt} hint={t.altHint} />
        <ImageFileField control={form.control} name="uploadId" label={t.replaceFile} />
      </KitForm>
    </>
  );
}

/** /backend/images/new and /backend/images/:id — an existing one loaded fresh, so the form never edits a stale copy. */
function ImagePage() {
  const image = useRecordFromUrl(useImageQuery);
  return (
    <RecordPage record={image} title={{ create: t.createTitle, edit: t.editTitle }} backTo={IMAGES_PATH} className={styles.page}>
      {(original) => (original ? <EditImageForm key={`${original.id}-${original.version}`} image={original} /> : <NewImageForm />)}
    </RecordPage>
  );
}

export const ImageCreatePage = ImagePage;
export const ImageEditPage = ImagePage;
