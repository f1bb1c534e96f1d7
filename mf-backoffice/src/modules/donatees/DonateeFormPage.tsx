import { donateeInputSchema, type Donatee } from '@asp/contracts';
import { backofficeDonateeTexts as texts, resourceNouns } from '@asp/i18n';
import { FormRichTextField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { DONATEES_PATH } from './paths';
import { useCreateDonateeMutation, useDonateeQuery, useRemoveDonateeMutation, useUpdateDonateeMutation } from './donatees-api';

/** /backend/donatees/new and /backend/donatees/:id. */
export function DonateeFormPage() {
  const record = useRecordFromUrl(useDonateeQuery);
  return (
    <RecordPage record={record} title={{ create: texts.createTitle, edit: texts.editTitle }}>
      {(donatee) => <DonateeForm key={donatee?.id ?? 'new'} donatee={donatee} />}
    </RecordPage>
  );
}

function DonateeForm({ donatee }: { donatee: Donatee | null }) {
  const [createDonatee] = useCreateDonateeMutation();
  const [updateDonatee] = useUpdateDonateeMutation();
  const save = useSaveRecord({ original: donatee, create: createDonatee, update: updateDonatee, after: DONATEES_PATH });
  const [removeDonatee] = useRemoveDonateeMutation();
  const form = useKitForm(donateeInputSchema, {
    defaultValues: {
      identifier: donatee?.identifier ?? '',
      name: donatee?.name ?? '',
      description: donatee?.description ?? '',
      image: donatee?.image ?? null,
    },
  });

  return (
    <KitForm
      form={form}
      testId="donatee-form"
      cancelTo={DONATEES_PATH}
      onSubmit={save}
      actions={
        donatee ? (
          <DeleteRecordButton
            name={donatee.name}
            noun={resourceNouns.donatees.one}
            remove={() => removeDonatee(donatee.id).unwrap()}
            after={DONATEES_PATH}
          />
        ) : null
      }
    >
      <FormTextField form={form} name="name" label={texts.name} />
      <FormTextField form={form} name="identifier" label={texts.identifier} hint={texts.identifierHint} />
      <FormRichTextField form={form} name="description" label={texts.description} />
      <CatalogImageField form={form} name="image" label={texts.image} />
    </KitForm>
  );
}
