import type { Site } from '@asp/contracts';
import { backofficeTexts, backofficeWebsiteTexts as t, kitTexts, resourceNouns } from '@asp/i18n';
import { ResourceTable, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { Link } from 'react-router-dom';
import { ListFilters, ListHeader } from '../../catalog-parts/ListHeader';
import { useRowDelete } from '../../catalog-parts/row-delete';
import { recordPath, SITES_PATH } from '../paths';
import { useRemoveSiteMutation, useSitePageQuery } from '../website-api';

const baseColumns: ColumnDef<Site>[] = [
  {
    id: 'path',
    header: t.sites.path,
    enableSorting: true,
    cell: ({ row }) => <Link to={recordPath(SITES_PATH, row.original.id)}>{row.original.path}</Link>,
  },
  { id: 'name', header: t.sites.name, enableSorting: true, cell: ({ row }) => row.original.name },
  {
    id: 'type',
    header: t.sites.type,
    enableSorting: false,
    cell: ({ row }) => (t.siteTypes as Record<string, string>)[row.original.type] ?? row.original.type,
  },
  {
    id: 'isPublic',
    header: t.sites.isPublic,
    enableSorting: false,
    cell: ({ row }) => (row.original.isPublic ? backofficeTexts.yes : backofficeTexts.no),
  },
  { id: 'blocks', header: t.sites.body, enableSorting: false, cell: ({ row }) => row.original.content.body.length },
];

/** /backend/sites: the website's pages, searched, sorted and paged by the content service. */
export function SiteListPage() {
  const list = useListState({ pageSize: 25, sort: 'path' });
  const page = useSitePageQuery(list.search);
  const [removeSite] = useRemoveSiteMutation();
  const rowDelete = useRowDelete<Site>({
    noun: resourceNouns.sites.one,
    nameOf: (site) => site.name,
    remove: (id) => removeSite(id).unwrap(),
  });
  return (
    <section>
      <ListHeader title={t.sites.listTitle} createTo={recordPath(SITES_PATH, 'new')} />
      <ListFilters>
        <TextField type="search" label={kitTexts.search} name="q" value={list.filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
      </ListFilters>
      <ResourceTable<Site>
        testId="site-table"
        label={t.sites.listTitle}
        columns={[...baseColumns, rowDelete.column]}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(site) => String(site.id)}
        columnChoiceKey="sites"
        bulkDelete={{ resource: 'sites', remove: (id) => removeSite(id).unwrap() }}
      />
      {rowDelete.dialog}
    </section>
  );
}
