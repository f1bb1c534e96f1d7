import type { Category, Tag } from '@asp/contracts';
import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { CheckboxField, FieldError } from '@asp/web-kit';
import { useController } from 'react-hook-form';
import { useTagListQuery } from '../../tags/tags-api';
import type { ProductForm } from '../form/product-form-values';
import { useProductCategoriesQuery } from '../products-api';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';
import { categoryLabel } from './category-label';
import { firstItemError } from './item-errors';
import { MenuPlacements } from './MenuPlacements';

/**
 * Kategorien, Produktkataloge & Tags: the categories the product belongs to
 * (content.categories), its tags, and — for a saved product — the menus listing it, where
 * it can be added to or taken out of a menu's category (a menu save of its own).
 */
export function MembershipSection({ form, productId, productName }: { form: ProductForm; productId: number | null; productName: string }) {
  const categories = useProductCategoriesQuery().data ?? [];
  const tags = useTagListQuery().data ?? [];
  return (
    <FormSection id="membership" title={texts.sectionMembership}>
      <CategoryChecklist form={form} categories={categories} />
      <TagChecklist form={form} tags={tags} />
      {productId !== null ? <MenuPlacements productId={productId} productName={productName} categories={categories} /> : null}
    </FormSection>
  );
}

function CategoryChecklist({ form, categories }: { form: ProductForm; categories: Category[] }) {
  const { field, fieldState } = useController({ control: form.control, name: 'content.categories' });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  return (
    <fieldset className={styles.item} data-testid="product-categories">
      <legend>{texts.categories}</legend>
      {categories.length === 0 ? <p>{texts.categoriesEmpty}</p> : null}
      <div className={styles.row}>
        {categories.map((category) => (
          <CheckboxField
            key={category.id}
            label={categoryLabel(category, categories)}
            name={`content.categories.${category.id}`}
            checked={chosen.includes(category.id)}
            onChange={(checked) => field.onChange(checked ? [...chosen, category.id] : chosen.filter((id) => id !== category.id))}
          />
        ))}
      </div>
      <FieldError message={fieldState.error?.message ?? firstItemError(fieldState.error)} />
    </fieldset>
  );
}

function TagChecklist({ form, tags }: { form: ProductForm; tags: Tag[] }) {
  const { field, fieldState } = useController({ control: form.control, name: 'tags' });
  const chosen: number[] = Array.isArray(field.value) ? field.value.map((tag: { id: number }) => tag.id) : [];
  return (
    <fieldset className={styles.item} data-testid="product-tags">
      <legend>{texts.tags}</legend>
      {/* A tag deleted since the product was saved stays visible (and can be unticked): the server refuses unknown tags. */}
      {tags.length === 0 ? <p>{texts.tagsEmpty}</p> : null}
      <div className={styles.row}>
        {[
          ...tags,
          ...chosen.filter((id) => !tags.some((tag) => tag.id === id)).map((id) => ({ id, name: fill(texts.unknownTag, { id }) })),
        ].map((tag) => (
          <CheckboxField
            key={tag.id}
            label={tag.name}
            name={`tags.${tag.id}`}
            checked={chosen.includes(tag.id)}
            onChange={(checked) =>
              field.onChange((checked ? [...chosen, tag.id] : chosen.filter((id) => id !== tag.id)).map((id) => ({ id })))
            }
          />
        ))}
      </div>
      <FieldError message={fieldState.error?.message ?? firstItemError(fieldState.error)} />
    </fieldset>
  );
}
