import { departmentInputSchema, type Department } from '@asp/contracts';
import { backofficeDepartmentTexts as texts, kitTexts, resourceNouns } from '@asp/i18n';
import { FormCheckboxField, FormRichTextField, FormSelectField, FormTextField, KitForm, Loader, showToast, useKitForm } from '@asp/web-kit';
import { useNavigate } from 'react-router-dom';
import { useBranchListQuery } from '../branches/branches-api';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { useRecordId } from '../catalog-parts/record-page';
import { DEPARTMENTS_PATH } from './paths';
import {
  useCreateDepartmentMutation,
  useDepartmentQuery,
  useRemoveDepartmentMutation,
  useUpdateDepartmentMutation,
} from './departments-api';

/** /backend/departments/new and /backend/departments/:id. */
export function DepartmentFormPage() {
  const id = useRecordId();
  const department = useDepartmentQuery(id ?? 0, { skip: id === null });
  if (id !== null && !department.data) return department.isLoading ? <Loader /> : null;
  return <DepartmentForm key={id ?? 'new'} department={department.data ?? null} />;
}

function DepartmentForm({ department }: { department: Department | null }) {
  const navigate = useNavigate();
  const branches = useBranchListQuery();
  const [createDepartment] = useCreateDepartmentMutation();
  const [updateDepartment] = useUpdateDepartmentMutation();
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
    <section>
      <h1>{department ? texts.editTitle : texts.createTitle}</h1>
      <KitForm
        form={form}
        testId="department-form"
        cancelTo={DEPARTMENTS_PATH}
        onSubmit={async (values) => {
          await (department ? updateDepartment({ id: department.id, ...values }) : createDepartment(values)).unwrap();
          showToast(kitTexts.saved);
          navigate(DEPARTMENTS_PATH);
        }}
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
    </section>
  );
}
