import { categoryInputSchema, type Category } from '@asp/contracts';
import { backofficeCategoryTexts as texts, kitTexts, resourceNouns } from '@asp/i18n';
import { formFieldName, FormCheckboxField, FormSelectField, FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import { Controller, get, type FieldError } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { useRecordId } from '../catalog-parts/record-page';
import { ScheduleEditor } from '../catalog-parts/ScheduleEditor';
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
  const id = useRecordId();
  const category = useCategoryQuery(id ?? 0, { skip: id === null });
  const all = useCategoryListQuery();
  if ((id !== null && !category.data) || !all.data) return category.isLoading || all.isLoading ? <Loader /> : null;
  return <CategoryForm key={id ?? 'new'} category={category.data ?? null} all={all.data} />;
}

function CategoryForm({ category, all }: { category: Category | null; all: Category[] }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
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
  const { errors } = form.formState;
  const errorOf = (path: string): string | undefined => (get(errors, formFieldName(path)) as FieldError | undefined)?.message;

  return (
    <section>
      <h1>{category ? texts.editTitle : texts.createTitle}</h1>
      <KitForm
        form={form}
        testId="category-form"
        cancelTo={CATEGORIES_PATH}
        onSubmit={async (values) => {
          // A new category, or one moved under another parent, goes after its new siblings.
          const others = all.filter((c) => c.id !== category?.id);
          const position = category && category.parent === values.parent ? values.position : nextPosition(others, values.parent);
          await (category ? updateCategory({ id: category.id, ...values, position }) : createCategory({ ...values, position })).unwrap();
          showToast(kitTexts.saved);
          navigate(CATEGORIES_PATH);
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
        <Controller
          control={form.control}
          name="schedule"
          render={({ field }) => (
            <ScheduleEditor
              value={field.value ?? null}
              onChange={field.onChange}
              errorOf={errorOf}
              legend={texts.schedule}
              emptyHint={texts.scheduleHint}
              testId="category-schedule"
            />
          )}
        />
        <CatalogImageField form={form} name="image" label={texts.image} />
      </KitForm>
    </section>
  );
}
