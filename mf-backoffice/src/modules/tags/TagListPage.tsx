import type { Tag } from '@asp/contracts';
import { backofficeTagTexts as texts, resourceNouns } from '@asp/i18n';
import { ResourceTable, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { ListFilters, ListHeader } from '../catalog-parts/ListHeader';
import { useRowDelete } from '../catalog-parts/row-delete';
import { tagPath } from './paths';
import { useRemoveTagMutation, useTagPageQuery } from './tags-api';

const baseColumns: ColumnDef<Tag>[] = [
  {
    id: 'name',
    header: texts.name,
    enableSorting: true,
    cell: ({ row }) => <Link to={tagPath(row.original.id)}>{row.original.name}</Link>,
  },
  { id: 'image', header: texts.image, enableSorting: false, cell: ({ row }) => (row.original.image ? '✓' : '') },
];

/** Tags (storefront.md §3: the branch list's filter, e.g. 'Partyservice'): paged and sorted by the server. */
export function TagListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const page = useTagPageQuery(list.search);
  const [removeTag] = useRemoveTagMutation();
  const rowDelete = useRowDelete<Tag>({ noun: resourceNouns.tags.one, nameOf: (tag) => tag.name, remove: (id) => removeTag(id).unwrap() });
  const columns = [...baseColumns, rowDelete.column];
  return (
    <section>
      <ListHeader title={texts.listTitle} createTo={tagPath('new')} />
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
      <ResourceTable<Tag>
        testId="tag-table"
        label={texts.listTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(tag) => String(tag.id)}
        columnChoiceKey="tags"
        bulkDelete={{ resource: 'tags', remove: (id) => removeTag(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}
