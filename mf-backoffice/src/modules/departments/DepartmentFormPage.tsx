import { departmentInputSchema, type Department } from '@asp/contracts';
import { backofficeDepartmentTexts as texts, resourceNouns } from '@asp/i18n';
import { FormCheckboxField, FormRichTextField, FormSelectField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { useBranchListQuery } from '../branches/branches-api';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { DEPARTMENTS_PATH } from './paths';
import {
  useCreateDepartmentMutation,
  useDepartmentQuery,
  useRemoveDepartmentMutation,
  useUpdateDepartmentMutation,
} from './departments-api';

/** /backend/departments/new and /backend/departments/:id. */
export function DepartmentFormPage() {
  const record = useRecordFromUrl(useDepartmentQuery);
  return (
    <RecordPage record={record} title={{ create: texts.createTitle, edit: texts.editTitle }}>
      {(department) => <DepartmentForm key={department?.id ?? 'new'} department={department} />}
    </RecordPage>
  );
}

function DepartmentForm({ department }: { department: Department | null }) {
  const branches = useBranchListQuery();
  const [createDepartment] = useCreateDepartmentMutation();
  const [updateDepartment] = useUpdateDepartmentMutation();
  const save = useSaveRecord({ original: department, create: createDepartment, update: updateDepartment, after: DEPARTMENTS_PATH });
  const [removeDepartment] = useRemoveDepartmentMutation();
  const form = useKitForm(departmentInputSchema, {
    defaultValues: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      branch: department?.branch ?? null,
      isEnabled: department?.isEnabled ?? true,
    },
  });

  return (
    <KitForm
      form={form}
      testId="department-form"
      cancelTo={DEPARTMENTS_PATH}
      onSubmit={save}
      actions={
        department ? (
          <DeleteRecordButton
            name={department.name}
            noun={resourceNouns.departments.one}
            remove={() => removeDepartment(department.id).unwrap()}
            after={DEPARTMENTS_PATH}
          />
        ) : null
      }
    >
      <FormTextField form={form} name="name" label={texts.name} />
      <FormSelectField
        form={form}
        name="branch"
        label={texts.branch}
        numeric
        placeholder={texts.noBranch}
        options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
      />
      <p className="asp-field-hint">{texts.branchHint}</p>
      <FormCheckboxField form={form} name="isEnabled" label={texts.isEnabled} />
      <FormRichTextField form={form} name="description" label={texts.description} />
    </KitForm>
  );
}
