import { formatDateTime, logsTexts as T, resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { Link, useParams } from '@asp/web-kit/router';
import { useLogQuery } from './logs-api';
import { actorName, fieldName, LOGS_PATH, resourceName } from './log-format';

/** /backend/logs/:id: one entry with everything the log knows about it. */
export function LogDetailPage() {
  const entry = useLogQuery(Number(useParams().id));
  const e = entry.data;
  return (
    <section data-testid="log-detail">
      <p>
        <Link to={LOGS_PATH}>{T.back}</Link>
      </p>
      <h1>{T.detailTitle}</h1>
      {entry.isError ? <ErrorNotice message={resourceError('logs', 'load')} onRetry={() => void entry.refetch()} /> : null}
      {!e && entry.isLoading ? <Loader /> : null}
      {e ? (
        <dl className="asp-backoffice-details">
          <dt>{T.summary}</dt>
          <dd data-testid="log-summary">{e.summary}</dd>
          <dt>{T.occurredAt}</dt>
          <dd>{formatDateTime(e.occurredAt)}</dd>
          <dt>{T.user}</dt>
          <dd>{e.actor ? `${e.actor.username} (#${e.actor.id})` : actorName(e)}</dd>
          <dt>{T.resource}</dt>
          <dd>{resourceName(e.resource)}</dd>
          <dt>{T.resourceId}</dt>
          <dd>{e.resourceId ?? ''}</dd>
          <dt>{T.action}</dt>
          <dd>{T.actionNames[e.action]}</dd>
          <dt>{T.label}</dt>
          <dd>{e.label}</dd>
          {e.changedFields.length ? (
            <>
              <dt>{T.changedFields}</dt>
              <dd data-testid="log-changed-fields">{e.changedFields.map(fieldName).join(', ')}</dd>
            </>
          ) : null}
          {e.reason ? (
            <>
              <dt>{T.reason}</dt>
              <dd data-testid="log-reason">{e.reason}</dd>
            </>
          ) : null}
          <dt>{T.event}</dt>
          <dd>
            <code>{e.subject}</code> <code>{e.eventId}</code>
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
