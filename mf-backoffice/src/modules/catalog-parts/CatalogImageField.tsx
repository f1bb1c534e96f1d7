import type { CatalogImage } from '@asp/contracts';
import { imageUrl } from '@asp/domain';
import { backofficeCatalogTexts as texts } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import styles from './catalog-parts.module.css';

/**
 * The image of a tag, category or donatee ({ id, version, extension } of an image,
 * /image/{id}-{version}.{extension}): shows it and can remove it. Choosing a new image
 * needs the images module (document 1 §2 "images"), which does not exist yet.
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
  const { field } = useController({ control: form.control, name });
  const image = field.value as CatalogImage | null | undefined;
  return (
    <fieldset className={styles.image} data-testid="image-field">
      <legend>{label}</legend>
      {image ? (
        <>
          <img src={imageUrl(image, 'thumbnail')} alt={label} className={styles.preview} />
          <Button variant="secondary" onClick={() => field.onChange(null)}>
            {texts.imageRemove}
          </Button>
        </>
      ) : (
        <p>{texts.imageNone}</p>
      )}
    </fieldset>
  );
}
