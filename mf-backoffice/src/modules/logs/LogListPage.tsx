import { auditActions, type AuditLogEntry } from '@asp/contracts';
import { formatDateTime, logsTexts as T } from '@asp/i18n';
import { ResourceTable, SelectField, TextField, useListState, type ColumnDef } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { useLogPageQuery } from './logs-api';
import { actorName, LOGS_PATH, resourceName, resourceOptions } from './log-format';

const columns: ColumnDef<AuditLogEntry>[] = [
  { id: 'occurredAt', header: T.occurredAt, enableSorting: true, cell: ({ row }) => formatDateTime(row.original.occurredAt) },
  { id: 'user', header: T.user, enableSorting: false, cell: ({ row }) => actorName(row.original) },
  { id: 'resource', header: T.resource, enableSorting: false, cell: ({ row }) => resourceName(row.original.resource) },
  { id: 'resourceId', header: T.resourceId, enableSorting: false, cell: ({ row }) => row.original.resourceId ?? '' },
  { id: 'action', header: T.action, enableSorting: false, cell: ({ row }) => T.actionNames[row.original.action] },
  {
    id: 'summary',
    header: T.summary,
    enableSorting: false,
    cell: ({ row }) => <Link to={`${LOGS_PATH}/${row.original.id}`}>{row.original.summary}</Link>,
  },
];

/**
 * /backend/logs (read-only): the audit log of staff changes and sign-ins, newest first,
 * filtered and paged by the analytics service: area, action, user, name, from / to.
 */
export function LogListPage() {
  const list = useListState({ pageSize: 50, sort: '-occurredAt' });
  const page = useLogPageQuery(list.search);
  return (
    <section>
      <h1>{T.title}</h1>
      <div className="asp-list-filters" role="search">
        <SelectField
          label={T.resource}
          name="resource"
          value={list.filters.resource ?? ''}
          placeholder={T.anyResource}
          options={resourceOptions}
          onChange={(value) => list.setFilter('resource', value)}
        />
        <SelectField
          label={T.action}
          name="action"
          value={list.filters.action ?? ''}
          placeholder={T.anyAction}
          options={auditActions.map((action) => ({ value: action, label: T.actionNames[action] }))}
          onChange={(value) => list.setFilter('action', value)}
        />
        <TextField label={T.userFilter} name="user" value={list.filters.user ?? ''} onChange={(value) => list.setFilter('user', value)} />
        <TextField label={T.search} name="q" value={list.filters.q ?? ''} onChange={(value) => list.setFilter('q', value)} />
        <TextField
          label={T.from}
          name="from"
          type="date"
          value={list.filters.from ?? ''}
          onChange={(value) => list.setFilter('from', value)}
        />
        <TextField label={T.to} name="to" type="date" value={list.filters.to ?? ''} onChange={(value) => list.setFilter('to', value)} />
      </div>
      <ResourceTable<AuditLogEntry>
        testId="log-table"
        label={T.title}
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(entry) => String(entry.id)}
        columnChoiceKey="logs"
      />
    </section>
  );
}
