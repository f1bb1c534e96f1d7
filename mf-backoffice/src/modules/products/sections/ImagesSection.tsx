import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { Button, ImagePicker } from '@asp/web-kit';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ProductForm } from '../form/product-form-values';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';

/**
 * Bilder: the product's images from the content service's image library (web-kit's
 * ImagePicker: choose or upload), first one on the shop card. Each row can be changed,
 * moved up or removed; the picker below the rows adds one.
 */
export function ImagesSection({ form }: { form: ProductForm }) {
  const { fields, append, remove, move, update } = useFieldArray({ control: form.control, name: 'images' });
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  const errors = form.formState.errors.images;
  return (
    <FormSection id="images" title={texts.sectionImages}>
      <p className={styles.hint}>{texts.imagesHint}</p>
      {fields.length === 0 ? <p>{texts.imagesEmpty}</p> : null}
      {fields.map((row, index) => {
        const number = index + 1;
        const image = images[index];
        const error = errors?.[index]?.id?.message ?? errors?.[index]?.extension?.message;
        return (
          <fieldset key={row.id} className={styles.item} data-testid={`product-image-${index}`}>
            <legend>{fill(texts.imageAlt, { index: number })}</legend>
            <ImagePicker
              label={fill(texts.imageAlt, { index: number })}
              value={image ? { ...image, version: image.version ?? 1 } : null}
              removable={false}
              error={error}
              testId={`product-image-${index}-picker`}
              onChange={(next) => (next ? update(index, { ...next, version: next.version ?? 1 }) : remove(index))}
            />
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
      <ImagePicker
        label={texts.addImage}
        value={null}
        removable={false}
        testId="product-image-add"
        onChange={(next) => next && append({ ...next, version: next.version ?? 1 })}
      />
    </FormSection>
  );
}
