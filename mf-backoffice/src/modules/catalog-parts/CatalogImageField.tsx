import type { CatalogImage } from '@asp/contracts';
import { ImagePicker } from '@asp/web-kit';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import styles from './catalog-parts.module.css';

/**
 * The image of a tag, category, donatee or the division logo ({ id, version, extension }
 * of an image, /image/{id}-{version}.{extension}): web-kit's ImagePicker bound to the
 * form field — choose from the image library, upload a new one, or remove it.
 */
export function CatalogImageField<V extends FieldValues>({
  form,
  name,
  label,
}: {
  form: { control: Control<V, any, any> };
  name: FieldPath<V>;
  label: string;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const image = field.value as CatalogImage | null | undefined;
  return (
    <div className={styles.image} data-testid="image-field">
      <ImagePicker
        label={label}
        value={image ?? null}
        onChange={field.onChange}
        error={fieldState.error?.message}
        testId={`image-field-${name}`}
      />
    </div>
  );
}
