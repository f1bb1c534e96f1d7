import { navigationInputSchema, type Navigation, type NavigationItemInput } from '@asp/contracts';
import { backofficeTexts, backofficeWebsiteTexts as t, fill, resourceNouns } from '@asp/i18n';
import { FormCheckboxField, FormTextField, KitForm, ResourceTable, useKitForm, useListState, type ColumnDef } from '@asp/web-kit';
import { useController } from 'react-hook-form';
import { Link } from '@asp/web-kit/router';
import { DeleteRecordButton } from '../../catalog-parts/DeleteRecordButton';
import { ListHeader } from '../../catalog-parts/ListHeader';
import { RecordPage, useRecordFromUrl, useSaveRecord } from '../../../ui/RecordPage';
import { useRowDelete } from '../../catalog-parts/row-delete';
import { NAVIGATIONS_PATH, recordPath } from '../paths';
import {
  useCreateNavigationMutation,
  useNavigationListQuery,
  useNavigationQuery,
  useRemoveNavigationMutation,
  useUpdateNavigationMutation,
} from '../website-api';
import styles from '../website.module.css';
import { NavigationTreeEditor } from './NavigationTreeEditor';

const columns: ColumnDef<Navigation>[] = [
  {
    id: 'identifier',
    header: t.navigations.identifier,
    enableSorting: true,
    sortingFn: (a, b) => a.original.identifier.localeCompare(b.original.identifier, 'de'),
    cell: ({ row }) => <Link to={recordPath(NAVIGATIONS_PATH, row.original.id)}>{row.original.identifier}</Link>,
  },
  {
    id: 'isPublic',
    header: t.navigations.isPublic,
    enableSorting: false,
    cell: ({ row }) => (row.original.isPublic ? backofficeTexts.yes : backofficeTexts.no),
  },
  {
    id: 'items',
    header: t.navigations.items,
    enableSorting: false,
    cell: ({ row }) => fill(t.navigations.count, { count: row.original.items.length }),
  },
];

/** /backend/navigations: a handful per shop (mainMenu, mobileMenu, footer, contact, social), paged in the browser. */
export function NavigationListPage() {
  const list = useListState({ sort: 'identifier' });
  const navigations = useNavigationListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [removeNavigation] = useRemoveNavigationMutation();
  const rowDelete = useRowDelete<Navigation>({
    noun: resourceNouns.navigations.one,
    nameOf: (navigation) => navigation.identifier,
    remove: (id) => removeNavigation(id).unwrap(),
  });
  return (
    <section>
      <ListHeader title={t.navigations.listTitle} createTo={recordPath(NAVIGATIONS_PATH, 'new')} />
      <ResourceTable<Navigation>
        testId="navigation-table"
        label={t.navigations.listTitle}
        columns={[...columns, rowDelete.column]}
        rows={navigations.data}
        isLoading={navigations.isFetching}
        list={list}
        getRowId={(navigation) => String(navigation.id)}
        columnChoiceKey="navigations"
        bulkDelete={{ resource: 'navigations', remove: (id) => removeNavigation(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}

/** /backend/navigations/new and /backend/navigations/:id. */
export function NavigationFormPage() {
  const record = useRecordFromUrl(useNavigationQuery);
  return (
    <RecordPage record={record} title={{ create: t.navigations.createTitle, edit: t.navigations.editTitle }} className={styles.page}>
      {(navigation) => <NavigationForm key={navigation?.id ?? 'new'} navigation={navigation} />}
    </RecordPage>
  );
}

function NavigationForm({ navigation }: { navigation: Navigation | null }) {
  const [createNavigation] = useCreateNavigationMutation();
  const [updateNavigation] = useUpdateNavigationMutation();
  const save = useSaveRecord({ original: navigation, create: createNavigation, update: updateNavigation, after: NAVIGATIONS_PATH });
  const [removeNavigation] = useRemoveNavigationMutation();
  const form = useKitForm(navigationInputSchema, {
    defaultValues: { identifier: navigation?.identifier ?? '', isPublic: navigation?.isPublic ?? true, items: navigation?.items ?? [] },
  });
  const items = useController({ control: form.control, name: 'items' });
  return (
    <KitForm
      form={form}
      testId="navigation-form"
      cancelTo={NAVIGATIONS_PATH}
      onSubmit={save}
      actions={
        navigation ? (
          <DeleteRecordButton
            name={navigation.identifier}
            noun={resourceNouns.navigations.one}
            remove={() => removeNavigation(navigation.id).unwrap()}
            after={NAVIGATIONS_PATH}
          />
        ) : null
      }
    >
      <FormTextField form={form} name="identifier" label={t.navigations.identifier} />
      <FormCheckboxField form={form} name="isPublic" label={t.navigations.isPublic} />
      <NavigationTreeEditor value={(items.field.value ?? []) as NavigationItemInput[]} onChange={(next) => items.field.onChange(next)} />
    </KitForm>
  );
}
