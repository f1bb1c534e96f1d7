import { imageUrl } from '@asp/domain';
import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { Button, FormNumberField, FormTextField } from '@asp/web-kit';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ProductForm } from '../form/product-form-values';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';

/**
 * Bilder: the product's images as references to the content service's image library
 * (`/image/{id}-{version}.{extension}`), first one on the shop card. The library has no
 * picker yet, so an image is named by id, version and extension and previewed here.
 */
export function ImagesSection({ form }: { form: ProductForm }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'images' });
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  return (
    <FormSection id="images" title={texts.sectionImages}>
      <p className={styles.hint}>{texts.imagesHint}</p>
      {fields.length === 0 ? <p>{texts.imagesEmpty}</p> : null}
      {fields.map((row, index) => {
        const number = index + 1;
        const image = images[index];
        const complete = image && typeof image.id === 'number' && image.id > 0 && image.extension;
        return (
          <fieldset key={row.id} className={styles.item} data-testid={`product-image-${index}`}>
            <legend>{fill(texts.imageAlt, { index: number })}</legend>
            <div className={styles.row}>
              {complete ? (
                <img
                  className={styles.thumb}
                  src={imageUrl({ id: image.id, version: image.version ?? 1, extension: image.extension })}
                  alt={fill(texts.imageAlt, { index: number })}
                />
              ) : (
                <span className={styles.thumb} />
              )}
              <FormNumberField form={form} name={`images.${index}.id`} label={texts.imageId} step="1" />
              <FormNumberField form={form} name={`images.${index}.version`} label={texts.imageVersion} step="1" />
              <FormTextField form={form} name={`images.${index}.extension`} label={texts.imageExtension} />
            </div>
            <div className={styles.actions}>
              {index > 0 ? (
                <Button variant="secondary" onClick={() => move(index, index - 1)}>
                  {fill(texts.moveImageUp, { index: number })}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => remove(index)}>
                {fill(texts.removeImage, { index: number })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        {/* The new image's id starts empty (the contract has no default for it): saving without one names the field. */}
        <Button variant="secondary" onClick={() => append({ id: undefined as never, version: 1, extension: 'jpg' })}>
          {texts.addImage}
        </Button>
      </div>
    </FormSection>
  );
}
