import { segmentKindSchema, type Segment } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts, kitTexts } from '@asp/i18n';
import { ResourceTable, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { useRemoveSignageSegmentMutation, useSignageSegmentPageQuery } from './signage-api';
import styles from './signage.module.css';

export const SEGMENTS_PATH = '/backend/signage/segments';

/** /backend/signage/segments: the Filmsequenzen, searched, filtered by kind, sorted and paged by the server. */
export function SegmentListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const page = useSignageSegmentPageQuery(list.search, { refetchOnMountOrArgChange: true });
  const [remove] = useRemoveSignageSegmentMutation();
  const columns = useMemo<ColumnDef<Segment, any>[]>(
    () => [
      {
        id: 'name',
        header: t.name,
        enableSorting: true,
        cell: ({ row }) => <Link to={`${SEGMENTS_PATH}/${row.original.id}`}>{row.original.name}</Link>,
      },
      { id: 'kind', header: t.kind, enableSorting: true, cell: ({ row }) => t.kinds[row.original.kind] },
      { id: 'duration', header: t.duration, enableSorting: true, cell: ({ row }) => row.original.duration },
    ],
    [],
  );
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.segmentsTitle}</h1>
        <Link className="asp-button" to={`${SEGMENTS_PATH}/new`} data-testid="create-segment">
          {backofficeTexts.create}
        </Link>
      </div>
      <div className={styles.filters}>
        <label>
          {kitTexts.search}{' '}
          <input type="search" value={list.filters.search ?? ''} onChange={(event) => list.setFilter('search', event.target.value)} />
        </label>
        <label>
          {t.kind}{' '}
          <select value={list.filters.kind ?? ''} onChange={(event) => list.setFilter('kind', event.target.value)}>
            <option value="">–</option>
            {segmentKindSchema.options.map((kind) => (
              <option key={kind} value={kind}>
                {t.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ResourceTable<Segment>
        testId="segment-table"
        label={t.segmentsTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(segment) => String(segment.id)}
        columnChoiceKey="signage-segments"
        bulkDelete={{ resource: 'digitalSignageSegments', remove: (id) => remove(id).unwrap() }}
      />
    </section>
  );
}
