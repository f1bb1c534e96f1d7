import { externalUserFieldsSchema, type ExternalUser } from '@asp/contracts';
import { externalUsersTexts as T, kitTexts, resourceNouns } from '@asp/i18n';
import { FormCheckboxField, FormTextAreaField, FormTextField, KitForm, showToast, useKitForm } from '@asp/web-kit';
import { useNavigate } from 'react-router-dom';
import { DeleteRecordButton } from '../users/DeleteRecordButton';
import { emptyExternalUser, externalUserFormValues } from './external-user-form-schema';
import { useCreateExternalUserMutation, useRemoveExternalUserMutation, useUpdateExternalUserMutation } from './external-users-api';

export const EXTERNAL_USERS_PATH = '/backend/external-users';

/** Create or edit an external user (partners, suppliers): name, company, contact, remark, active. */
export function ExternalUserForm({ externalUser }: { externalUser?: ExternalUser }) {
  const navigate = useNavigate();
  const form = useKitForm(externalUserFieldsSchema, {
    defaultValues: externalUser ? externalUserFormValues(externalUser) : emptyExternalUser,
  });
  const [create] = useCreateExternalUserMutation();
  const [update] = useUpdateExternalUserMutation();
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
      onSubmit={async (values) => {
        if (externalUser) await update({ id: externalUser.id, ...values }).unwrap();
        else await create(values).unwrap();
        showToast(kitTexts.saved, 'success');
        navigate(EXTERNAL_USERS_PATH);
      }}
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
