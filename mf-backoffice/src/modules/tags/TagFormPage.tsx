import { tagInputSchema, type Tag } from '@asp/contracts';
import { backofficeTagTexts as texts, resourceNouns } from '@asp/i18n';
import { FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { TAGS_PATH } from './paths';
import { useCreateTagMutation, useRemoveTagMutation, useTagQuery, useUpdateTagMutation } from './tags-api';

/** /backend/tags/new and /backend/tags/:id. */
export function TagFormPage() {
  const record = useRecordFromUrl(useTagQuery);
  return (
    <RecordPage record={record} title={{ create: texts.createTitle, edit: texts.editTitle }}>
      {(tag) => <TagForm key={tag?.id ?? 'new'} tag={tag} />}
    </RecordPage>
  );
}

function TagForm({ tag }: { tag: Tag | null }) {
  const [createTag] = useCreateTagMutation();
  const [updateTag] = useUpdateTagMutation();
  const save = useSaveRecord({ original: tag, create: createTag, update: updateTag, after: TAGS_PATH });
  const [removeTag] = useRemoveTagMutation();
  const form = useKitForm(tagInputSchema, { defaultValues: { name: tag?.name ?? '', image: tag?.image ?? null } });

  return (
    <KitForm
      form={form}
      testId="tag-form"
      cancelTo={TAGS_PATH}
      onSubmit={save}
      actions={
        tag ? (
          <DeleteRecordButton name={tag.name} noun={resourceNouns.tags.one} remove={() => removeTag(tag.id).unwrap()} after={TAGS_PATH} />
        ) : null
      }
    >
      <FormTextField form={form} name="name" label={texts.name} />
      <CatalogImageField form={form} name="image" label={texts.image} />
    </KitForm>
  );
}
