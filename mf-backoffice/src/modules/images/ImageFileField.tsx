import type { Upload } from '@asp/contracts';
import { backofficeImagesTexts as t, fill, resourceError } from '@asp/i18n';
import { apiRequest, errorMessage, FieldError, ImageDropZone, imageFileProblem, readFileAsDataUrl } from '@asp/web-kit';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import styles from './images.module.css';

/**
 * The file of an image form: dropped or chosen, it goes to POST /api/uploads at once
 * (the content service checks type and size from the bytes) and the form keeps the
 * upload's id; saving the form makes the image from it (dimensions and ratio are checked
 * then — the service's message lands here, on `uploadId`).
 */
export function ImageFileField<V extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<V, any, any>;
  /** The form's upload id field. */
  name: FieldPath<V>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function take(file: File) {
    setProblem(null);
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refused);
    setBusy(true);
    try {
      const upload = await apiRequest<Upload>('POST', '/uploads', { data: await readFileAsDataUrl(file), name: file.name });
      field.onChange(upload.id);
      setChosen(file.name);
    } catch (error) {
      setProblem(errorMessage(error, resourceError('images', 'create')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className={styles.file} data-testid="image-file">
      <legend>{label}</legend>
      <ImageDropZone onFile={(file) => void take(file)} disabled={busy} busy={busy} />
      {chosen && field.value ? <p>{fill(t.chosenFile, { name: chosen })}</p> : null}
      <FieldError message={problem ?? fieldState.error?.message} />
    </fieldset>
  );
}
