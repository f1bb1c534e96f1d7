import type { Site } from '@asp/contracts';
import { backofficeWebsiteTexts as t, kitTexts, resourceNouns } from '@asp/i18n';
import { ResourceTable, SelectField, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { ListFilters, ListHeader } from '../../catalog-parts/ListHeader';
import { useRowDelete } from '../../catalog-parts/row-delete';
import { recordPath, SITES_PATH } from '../paths';
import { useRemoveSiteMutation, useSitePageQuery } from '../website-api';
import styles from '../website.module.css';
import { visibilityLabel } from './VisibilitySwitch';

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
    // What visitors get now: the published row, not an unpublished draft of it.
    id: 'isPublic',
    header: t.sites.visibility,
    enableSorting: false,
    cell: ({ row }) => (
      <span className={row.original.isPublic ? styles.state : `${styles.state} ${styles.stateDraft}`} data-testid="site-state">
        {visibilityLabel(row.original.isPublic)}
      </span>
    ),
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
        <SelectField
          label={t.sites.visibility}
          name="isPublic"
          value={list.filters.isPublic ?? ''}
          placeholder={t.sites.allStates}
          options={[
            { value: 'false', label: t.sites.draft },
            { value: 'true', label: t.sites.isPublic },
          ]}
          onChange={(value) => list.setFilter('isPublic', value)}
        />
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
