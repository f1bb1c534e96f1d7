import { PASSWORD_MIN_LENGTH, ROLE_ADMIN, ROLE_EMPLOYEE, type User } from '@asp/contracts';
import { fill, resourceNouns, usersTexts as T } from '@asp/i18n';
import { FormCheckboxField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { useBranchListQuery } from '../branches/branches-api';
import { useSaveRecord } from '../../ui/RecordPage';
import { FormCheckboxGroup } from './FormCheckboxGroup';
import { emptyUser, userCreateFormSchema, userEditFormSchema, userFormValues } from './user-form-schema';
import { DeleteRecordButton } from './DeleteRecordButton';
import { useCreateUserMutation, useRemoveUserMutation, useUpdateUserMutation } from './users-api';

export const USERS_PATH = '/backend/users';

const roleOptions = [
  { value: ROLE_ADMIN, label: T.roleNames.ROLE_ADMIN },
  { value: ROLE_EMPLOYEE, label: T.roleNames.ROLE_EMPLOYEE },
];

/**
 * Create or edit a staff user: username, name, e-mail, roles, branches (a choice of the
 * branches), the password (required on create; on edit an admin sets a new one or leaves it
 * empty), and the account states of the auth messages (disabled, locked).
 */
export function UserForm({ user }: { user?: User }) {
  const isNew = !user;
  const form = useKitForm(isNew ? userCreateFormSchema : userEditFormSchema, {
    defaultValues: user ? userFormValues(user) : emptyUser,
  });
  const branches = useBranchListQuery();
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  const save = useSaveRecord({ original: user, create, update, after: USERS_PATH });
  const [remove] = useRemoveUserMutation();
  const branchOptions = (branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }));

  return (
    <KitForm
      form={form}
      testId="user-form"
      cancelTo={USERS_PATH}
      actions={
        user ? (
          <DeleteRecordButton
            noun={resourceNouns.users.one}
            name={user.username}
            remove={() => remove(user.id).unwrap()}
            backTo={USERS_PATH}
          />
        ) : null
      }
      onSubmit={save}
    >
      <FormTextField form={form} name="username" label={T.username} autoComplete="off" />
      <FormTextField form={form} name="firstName" label={T.firstName} />
      <FormTextField form={form} name="lastName" label={T.lastName} />
      <FormTextField form={form} name="email" label={T.email} type="email" emptyAsNull />
      <FormTextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        label={isNew ? T.password : T.newPassword}
        hint={fill(isNew ? T.passwordHint : T.newPasswordHint, { limit: PASSWORD_MIN_LENGTH })}
      />
      <FormCheckboxGroup form={form} name="roles" label={T.roles} options={roleOptions} testId="user-roles" />
      <FormCheckboxGroup
        form={form}
        name="branches"
        label={T.branches}
        options={branchOptions}
        hint={T.allBranchesHint}
        testId="user-branches"
      />
      <FormCheckboxField form={form} name="isEnabled" label={T.isEnabled} />
      <FormCheckboxField form={form} name="isLocked" label={T.isLocked} />
      <FormCheckboxField form={form} name="showCustomerData" label={T.showCustomerData} />
    </KitForm>
  );
}
