import { tableInputSchema, type Table } from '@asp/contracts';
import { backofficeTableTexts as texts, resourceNouns } from '@asp/i18n';
import { FormSelectField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useBranchListQuery } from '../branches/branches-api';
import { DeleteRecordButton } from '../catalog-parts/DeleteRecordButton';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../ui/RecordPage';
import { TABLES_PATH, tableQrPath } from './paths';
import { useCreateTableMutation, useRemoveTableMutation, useTableQuery, useUpdateTableMutation } from './tables-api';

/** /backend/tables/new and /backend/tables/:id. */
export function TableFormPage() {
  const record = useRecordFromUrl(useTableQuery);
  return (
    <RecordPage record={record} title={{ create: texts.createTitle, edit: texts.editTitle }}>
      {(table) => <TableForm key={table?.id ?? 'new'} table={table} />}
    </RecordPage>
  );
}

function TableForm({ table }: { table: Table | null }) {
  const branches = useBranchListQuery();
  const branchFilter = useAppSelector(selectBranchFilter);
  const [createTable] = useCreateTableMutation();
  const [updateTable] = useUpdateTableMutation();
  const save = useSaveRecord({ original: table, create: createTable, update: updateTable, after: TABLES_PATH });
  const [removeTable] = useRemoveTableMutation();
  const form = useKitForm(tableInputSchema, {
    // A new table belongs to the branch the layout is filtered to, if any.
    defaultValues: {
      identifier: table?.identifier ?? '',
      branch: table?.branch ?? branchFilter ?? undefined,
      description: table?.description ?? '',
    },
  });

  const chosenBranch = branches.data?.find((b) => b.id === form.watch('branch'));

  return (
    <KitForm
      form={form}
      testId="table-form"
      cancelTo={TABLES_PATH}
      onSubmit={save}
      actions={
        table ? (
          <>
            <Link className="asp-button asp-button--secondary" to={tableQrPath(table.id)}>
              {texts.printQr}
            </Link>
            <DeleteRecordButton
              name={table.identifier}
              noun={resourceNouns.tables.one}
              remove={() => removeTable(table.id).unwrap()}
              after={TABLES_PATH}
            />
          </>
        ) : null
      }
    >
      <FormTextField form={form} name="identifier" label={texts.identifier} hint={texts.identifierHint} />
      <FormSelectField
        form={form}
        name="branch"
        label={texts.branch}
        numeric
        placeholder={texts.chooseBranch}
        options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
      />
      {chosenBranch && !chosenBranch.isDineInEnabled ? <p role="note">{texts.noDineIn}</p> : null}
      <FormTextField form={form} name="description" label={texts.description} hint={texts.descriptionHint} />
    </KitForm>
  );
}
