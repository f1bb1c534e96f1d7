import { tagInputSchema, type Tag } from '@asp/contracts';
import { backofficeTagTexts as texts, kitTexts, resourceNouns } from '@asp/i18n';
import { FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import { useNavigate } from 'react-router-dom';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { useRecordId } from '../catalog-parts/record-page';
import { TAGS_PATH } from './paths';
import { useCreateTagMutation, useRemoveTagMutation, useTagQuery, useUpdateTagMutation } from './tags-api';

/** /backend/tags/new and /backend/tags/:id. */
export function TagFormPage() {
  const id = useRecordId();
  const tag = useTagQuery(id ?? 0, { skip: id === null });
  if (id !== null && !tag.data) return tag.isLoading ? <Loader /> : null;
  return <TagForm key={id ?? 'new'} tag={tag.data ?? null} />;
}

function TagForm({ tag }: { tag: Tag | null }) {
  const navigate = useNavigate();
  const [createTag] = useCreateTagMutation();
  const [updateTag] = useUpdateTagMutation();
  const [removeTag] = useRemoveTagMutation();
  const form = useKitForm(tagInputSchema, { defaultValues: { name: tag?.name ?? '', image: tag?.image ?? null } });

  return (
    <section>
      <h1>{tag ? texts.editTitle : texts.createTitle}</h1>
      <KitForm
        form={form}
        testId="tag-form"
        cancelTo={TAGS_PATH}
        onSubmit={async (values) => {
          await (tag ? updateTag({ id: tag.id, ...values }) : createTag(values)).unwrap();
          showToast(kitTexts.saved);
          navigate(TAGS_PATH);
        }}
        actions={
          tag ? (
            <DeleteRecordButton name={tag.name} noun={resourceNouns.tags.one} remove={() => removeTag(tag.id).unwrap()} after={TAGS_PATH} />
          ) : null
        }
      >
        <FormTextField form={form} name="name" label={texts.name} />
        <CatalogImageField form={form} name="image" label={texts.image} />
      </KitForm>
    </section>
  );
}
