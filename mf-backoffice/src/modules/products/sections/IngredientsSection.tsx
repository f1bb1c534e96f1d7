import { backofficeProductTexts as texts } from '@asp/i18n';
import { FormRichTextField } from '@asp/web-kit';
import type { ProductForm } from '../form/product-form-values';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';

/** Allergene & Zutaten: the HTML of the shop's 'Zutaten' popup and the extra allergen notes (content.allergens). */
export function IngredientsSection({ form }: { form: ProductForm }) {
  return (
    <FormSection id="ingredients" title={texts.sectionIngredients}>
      <p className={styles.hint}>{texts.allergensHint}</p>
      <FormRichTextField form={form} name="allergens" label={texts.allergens} />
      <p className={styles.hint}>{texts.contentAllergensHint}</p>
      <FormRichTextField form={form} name="content.allergens" label={texts.contentAllergens} />
    </FormSection>
  );
}
