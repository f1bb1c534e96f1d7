import type { CatalogImage } from '@asp/contracts';
import { imageUrl } from '@asp/domain';
import { imagePickerTexts as texts } from '@asp/i18n';
import { useId, useState } from 'react';
import { Button } from './Button';
import { FieldError } from './fields';
import { ImagePickerDialog } from './ImagePickerDialog';
import styles from './ImagePicker.module.css';

/** What records keep of an image (catalogImageSchema): enough to build /image/{size}/{id}-{version}.{extension}. */
export type ImageValue = Pick<CatalogImage, 'id' | 'version' | 'extension'>;

export interface ImagePickerProps {
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  /** A message for this field (e.g. the server's on `images.0.id`). */
  error?: string | null;
  /** Without: no 'Bild entfernen' (e.g. the add-an-image picker of a list). */
  removable?: boolean;
  testId?: string;
}

/**
 * An image field of the back office (products, categories, tags, donatees, the division
 * logo): shows the chosen image's thumbnail and opens a dialog to choose another from the
 * image library or to upload a new one; 'Bild entfernen' clears it. The value is the
 * image's { id, version, extension } or null. Plain buttons and a dialog with a focus
 * trap: everything works with the keyboard; focus returns to the button after the dialog.
 */
export function ImagePicker({ label, value, onChange, error, removable = true, testId = 'image-picker' }: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const errorId = useId();
  return (
    <div className={styles.picker} data-testid={testId} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.preview}>
        {value ? (
          <img src={imageUrl(value, 'thumbnail')} alt={texts.selected} data-testid={`${testId}-preview`} />
        ) : (
          <span className={styles.empty}>{texts.none}</span>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-describedby={error ? errorId : undefined}
          data-testid={`${testId}-open`}
          onClick={() => setOpen(true)}
        >
          {value ? texts.change : texts.choose}
        </Button>
        {value && removable ? (
          <Button variant="secondary" data-testid={`${testId}-remove`} onClick={() => onChange(null)}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
      <ImagePickerDialog
        open={open}
        title={`${texts.dialogTitle}: ${label}`}
        currentId={value ? Number(value.id) : null}
        onClose={() => setOpen(false)}
        onChoose={(image) => {
          setOpen(false);
          onChange({ id: image.id, version: image.version, extension: image.extension });
        }}
      />
    </div>
  );
}
