import { donateeInputSchema, type Donatee } from '@asp/contracts';
import { backofficeDonateeTexts as texts, kitTexts, resourceNouns } from '@asp/i18n';
import { FormRichTextField, FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import { useNavigate } from 'react-router-dom';
import { CatalogImageField } from '../catalog-parts/CatalogImageField';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { useRecordId } from '../catalog-parts/record-page';
import { DONATEES_PATH } from './paths';
import { useCreateDonateeMutation, useDonateeQuery, useRemoveDonateeMutation, useUpdateDonateeMutation } from './donatees-api';

/** /backend/donatees/new and /backend/donatees/:id. */
export function DonateeFormPage() {
  const id = useRecordId();
  const donatee = useDonateeQuery(id ?? 0, { skip: id === null });
  if (id !== null && !donatee.data) return donatee.isLoading ? <Loader /> : null;
  return <DonateeForm key={id ?? 'new'} donatee={donatee.data ?? null} />;
}

function DonateeForm({ donatee }: { donatee: Donatee | null }) {
  const navigate = useNavigate();
  const [createDonatee] = useCreateDonateeMutation();
  const [updateDonatee] = useUpdateDonateeMutation();
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
    <section>
      <h1>{donatee ? texts.editTitle : texts.createTitle}</h1>
      <KitForm
        form={form}
        testId="donatee-form"
        cancelTo={DONATEES_PATH}
        onSubmit={async (values) => {
          await (donatee ? updateDonatee({ id: donatee.id, ...values }) : createDonatee(values)).unwrap();
          showToast(kitTexts.saved);
          navigate(DONATEES_PATH);
        }}
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
    </section>
  );
}
