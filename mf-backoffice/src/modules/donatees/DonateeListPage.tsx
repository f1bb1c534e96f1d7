import type { Donatee } from '@asp/contracts';
import { backofficeDonateeTexts as texts, resourceNouns } from '@asp/i18n';
import { ResourceTable, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { ListFilters, ListHeader } from '../catalog-parts/ListHeader';
import { useRowDelete } from '../catalog-parts/row-delete';
import { donateePath } from './paths';
import { useDonateePageQuery, useRemoveDonateeMutation } from './donatees-api';

const baseColumns: ColumnDef<Donatee>[] = [
  {
    id: 'name',
    header: texts.name,
    enableSorting: true,
    cell: ({ row }) => <Link to={donateePath(row.original.id)}>{row.original.name}</Link>,
  },
  { id: 'identifier', header: texts.identifier, enableSorting: true, cell: ({ row }) => <code>{row.original.identifier}</code> },
];

/** Spendenempfänger (checkout variant 2's donation recipients): searched, sorted and paged by the server. */
export function DonateeListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const page = useDonateePageQuery(list.search);
  const [removeDonatee] = useRemoveDonateeMutation();
  const rowDelete = useRowDelete<Donatee>({
    noun: resourceNouns.donatees.one,
    nameOf: (d) => d.name,
    remove: (id) => removeDonatee(id).unwrap(),
  });
  const columns = [...baseColumns, rowDelete.column];
  return (
    <section>
      <ListHeader title={texts.listTitle} createTo={donateePath('new')} />
      <ListFilters>
        <TextField
          type="search"
          label={texts.search}
          name="q"
          value={list.filters.q ?? ''}
          onChange={(q) => list.setFilter('q', q)}
          placeholder={texts.searchPlaceholder}
        />
      </ListFilters>
      <ResourceTable<Donatee>
        testId="donatee-table"
        label={texts.listTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(d) => String(d.id)}
        columnChoiceKey="donatees"
        bulkDelete={{ resource: 'donatees', remove: (id) => removeDonatee(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}
