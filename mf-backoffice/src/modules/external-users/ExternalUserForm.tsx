import { externalUserFieldsSchema, type ExternalUser } from '@asp/contracts';
import { externalUsersTexts as T, resourceNouns } from '@asp/i18n';
import { FormCheckboxField, FormTextAreaField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { DeleteRecordButton } from '../users/DeleteRecordButton';
import { useSaveRecord } from '../../ui/RecordPage';
import { emptyExternalUser, externalUserFormValues } from './external-user-form-schema';
import { useCreateExternalUserMutation, useRemoveExternalUserMutation, useUpdateExternalUserMutation } from './external-users-api';

export const EXTERNAL_USERS_PATH = '/backend/external-users';

/** Create or edit an external user (partners, suppliers): name, company, contact, remark, active. */
export function ExternalUserForm({ externalUser }: { externalUser?: ExternalUser }) {
  const form = useKitForm(externalUserFieldsSchema, {
    defaultValues: externalUser ? externalUserFormValues(externalUser) : emptyExternalUser,
  });
  const [create] = useCreateExternalUserMutation();
  const [update] = useUpdateExternalUserMutation();
  const save = useSaveRecord({ original: externalUser, create, update, after: EXTERNAL_USERS_PATH });
  const [remove] = useRemoveExternalUserMutation();
  return (
    <KitForm
      form={form}
      testId="external-user-form"
      cancelTo={EXTERNAL_USERS_PATH}
      actions={
        externalUser ? (
          <DeleteRecordButton
            noun={resourceNouns.externalUsers.one}
            name={externalUser.name}
            remove={() => remove(externalUser.id).unwrap()}
            backTo={EXTERNAL_USERS_PATH}
          />
        ) : null
      }
      onSubmit={save}
    >
      <FormTextField form={form} name="name" label={T.name} />
      <FormTextField form={form} name="company" label={T.company} />
      <FormTextField form={form} name="email" label={T.email} type="email" emptyAsNull />
      <FormTextField form={form} name="phone" label={T.phone} type="tel" />
      <FormTextAreaField form={form} name="comment" label={T.comment} rows={3} />
      <FormCheckboxField form={form} name="isEnabled" label={T.isEnabled} />
    </KitForm>
  );
}
