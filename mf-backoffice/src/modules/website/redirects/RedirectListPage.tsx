import type { Redirect } from '@asp/contracts';
import { backofficeWebsiteTexts as t, kitTexts, resourceNouns } from '@asp/i18n';
import { ResourceTable, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { ListFilters, ListHeader } from '../../catalog-parts/ListHeader';
import { useRowDelete } from '../../catalog-parts/row-delete';
import { recordPath, REDIRECTS_PATH } from '../paths';
import { useRedirectPageQuery, useRemoveRedirectMutation } from '../website-api';

const baseColumns: ColumnDef<Redirect>[] = [
  {
    id: 'path',
    header: t.redirects.path,
    enableSorting: true,
    cell: ({ row }) => <Link to={recordPath(REDIRECTS_PATH, row.original.id)}>{row.original.path}</Link>,
  },
  { id: 'target', header: t.redirects.target, enableSorting: true, cell: ({ row }) => row.original.target },
  { id: 'statusCode', header: t.redirects.statusCode, enableSorting: false, cell: ({ row }) => row.original.statusCode },
];

/** /backend/redirects (document 1 §3 "redirects (path)"), searched, sorted and paged by the content service. */
export function RedirectListPage() {
  const list = useListState({ pageSize: 25, sort: 'path' });
  const page = useRedirectPageQuery(list.search);
  const [removeRedirect] = useRemoveRedirectMutation();
  const rowDelete = useRowDelete<Redirect>({
    noun: resourceNouns.redirects.one,
    nameOf: (redirect) => redirect.path,
    remove: (id) => removeRedirect(id).unwrap(),
  });
  return (
    <section>
      <ListHeader title={t.redirects.listTitle} createTo={recordPath(REDIRECTS_PATH, 'new')} />
      <ListFilters>
        <TextField type="search" label={kitTexts.search} name="q" value={list.filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
      </ListFilters>
      <ResourceTable<Redirect>
        testId="redirect-table"
        label={t.redirects.listTitle}
        columns={[...baseColumns, rowDelete.column]}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(redirect) => String(redirect.id)}
        columnChoiceKey="redirects"
        bulkDelete={{ resource: 'redirects', remove: (id) => removeRedirect(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}
