import type { WorkingActivity } from '@asp/contracts';
import { backofficeTexts, backofficeTimeTexts as t } from '@asp/i18n';
import { ResourceTable, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo, type ReactNode } from 'react';
import { Link } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { formatInstant, usePeople } from './people';
import { useWorkingActivityPageQuery } from './working-time-api';
import styles from './working-time.module.css';

export const ACTIVITIES_PATH = '/backend/working-activities';

/**
 * /backend/working-activities: every activity, newest first, filtered by user, branch
 * (the layout's branch filter unless one is chosen here) and period, paged and sorted in
 * SQL by the time-tracking service. A row links to its edit form.
 */
export function ActivityListPage() {
  const list = useListState({ pageSize: 25, sort: '-start' });
  const layoutBranch = useAppSelector(selectBranchFilter);
  const people = usePeople();
  const search = useMemo(() => {
    const query = new URLSearchParams(list.search);
    if (!query.has('branch') && layoutBranch) query.set('branch', String(layoutBranch));
    return query.toString();
  }, [list.search, layoutBranch]);
  const page = useWorkingActivityPageQuery(search);

  const columns = useMemo<ColumnDef<WorkingActivity, any>[]>(
    () => [
      {
        id: 'start',
        accessorKey: 'start',
        header: t.start,
        enableSorting: true,
        cell: ({ row }) => <Link to={`${ACTIVITIES_PATH}/${row.original.id}`}>{formatInstant(row.original.start)}</Link>,
      },
      {
        id: 'end',
        accessorKey: 'end',
        header: t.end,
        enableSorting: true,
        cell: ({ row }) => (row.original.end ? formatInstant(row.original.end) : t.running),
      },
      { id: 'user', accessorKey: 'user', header: t.user, enableSorting: true, cell: ({ row }) => people.userName(row.original.user) },
      { id: 'branch', header: t.branch, enableSorting: false, cell: ({ row }) => people.branchName(row.original.branch) },
      {
        id: 'kind',
        accessorKey: 'kind',
        header: t.kind,
        enableSorting: true,
        cell: ({ row }) => `${t.kinds[row.original.kind]}${row.original.isLate ? ` (${t.late})` : ''}`,
      },
      { id: 'comment', header: t.comment, enableSorting: false, cell: ({ row }) => row.original.changeReason || row.original.comment },
    ],
    [people],
  );

  const filter = (name: string, label: string, input: ReactNode) => (
    <label key={name}>
      {label}
      {input}
    </label>
  );
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.activitiesTitle}</h1>
      </div>
      <div className={styles.filters}>
        {filter(
          'user',
          t.user,
          <select value={list.filters.user ?? ''} onChange={(event) => list.setFilter('user', event.target.value)}>
            <option value="">–</option>
            {people.userOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
        )}
        {filter(
          'branch',
          t.branch,
          <select value={list.filters.branch ?? ''} onChange={(event) => list.setFilter('branch', event.target.value)}>
            <option value="">{backofficeTexts.allBranches}</option>
            {people.branchOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
        )}
        {filter(
          'from',
          t.from,
          <input type="date" value={list.filters.from ?? ''} onChange={(event) => list.setFilter('from', event.target.value)} />,
        )}
        {filter(
          'to',
          t.to,
          <input type="date" value={list.filters.to ?? ''} onChange={(event) => list.setFilter('to', event.target.value)} />,
        )}
      </div>
      <ResourceTable<WorkingActivity>
        testId="activity-table"
        label={t.activitiesTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(activity) => String(activity.id)}
        columnChoiceKey="working-activities"
      />
    </section>
  );
}
