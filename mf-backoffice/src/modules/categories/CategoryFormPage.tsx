import { categoryInputSchema, type Category } from '@asp/contracts';
import { backofficeCategoryTexts as texts, resourceNouns } from '@asp/i18n';
import { FormCheckboxField, FormSelectField, FormTextField, KitForm, Loader, useKitForm } from '@asp/web-kit';
import { useSearchParams } from '@asp/web-kit/router';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { FormScheduleField } from '../catalog-parts/ScheduleEditor';
import {
  useCategoryListQuery,
  useCategoryQuery,
  useCreateCategoryMutation,
  useRemoveCategoryMutation,
  useUpdateCategoryMutation,
} from './categories-api';
import { nextPosition, parentChoices } from './category-tree';
import { CATEGORIES_PATH } from './paths';

/** /backend/categories/new (?parent= for a sub category) and /backend/categories/:id. */
export function CategoryFormPage() {
  const record = useRecordFromUrl(useCategoryQuery);
  const all = useCategoryListQuery();
  return (
    <RecordPage record={record} title={{ create: texts.createTitle, edit: texts.editTitle }}>
      {(category) =>
        all.data ? <CategoryForm key={category?.id ?? 'new'} category={category} all={all.data} /> : all.isLoading ? <Loader /> : null
      }
    </RecordPage>
  );
}

function CategoryForm({ category, all }: { category: Category | null; all: Category[] }) {
  const [search] = useSearchParams();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const save = useSaveRecord({ original: category, create: createCategory, update: updateCategory, after: CATEGORIES_PATH });
  const [removeCategory] = useRemoveCategoryMutation();
  const askedParent = Number(search.get('parent'));
  const form = useKitForm(categoryInputSchema, {
    defaultValues: {
      name: category?.name ?? '',
      parent: category ? category.parent : all.some((c) => c.id === askedParent) ? askedParent : null,
      isEnabled: category?.isEnabled ?? true,
      isVisibleWhenUnavailable: category?.isVisibleWhenUnavailable ?? false,
      schedule: category?.schedule ?? null,
      image: category?.image ?? null,
      position: category?.position ?? 0,
    },
  });

  return (
    <KitForm
      form={form}
      testId="category-form"
      cancelTo={CATEGORIES_PATH}
      onSubmit={(values) => {
        // A new category, or one moved under another parent, goes after its new siblings.
        const others = all.filter((c) => c.id !== category?.id);
        const position = category && category.parent === values.parent ? values.position : nextPosition(others, values.parent);
        return save({ ...values, position });
      }}
      actions={
        category ? (
          <DeleteRecordButton
            name={category.name}
            noun={resourceNouns.categories.one}
            remove={() => removeCategory(category.id).unwrap()}
            after={CATEGORIES_PATH}
          />
        ) : null
      }
    >
      <FormTextField form={form} name="name" label={texts.name} />
      <FormSelectField
        form={form}
        name="parent"
        label={texts.parent}
        numeric
        placeholder={texts.noParent}
        options={parentChoices(all, category?.id ?? null)}
      />
      <FormCheckboxField form={form} name="isEnabled" label={texts.isEnabled} />
      <FormCheckboxField form={form} name="isVisibleWhenUnavailable" label={texts.isVisibleWhenUnavailable} />
      <FormScheduleField form={form} name="schedule" legend={texts.schedule} emptyHint={texts.scheduleHint} testId="category-schedule" />
      <CatalogImageField form={form} name="image" label={texts.image} />
    </KitForm>
  );
}
