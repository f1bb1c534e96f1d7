import { backofficeDeviceTexts as t, deviceLogLevelLabels, formatDateTime, resourceError } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { useState } from 'react';
import { LOG_PAGE_SIZE, pageCount, pageSearch } from './device-list-query';
import { useDeviceLogPageQuery } from './devices-api';
import { Pager } from './Pager';
import styles from './devices.module.css';

/** The device log (GET /api/devices/{id}/logs): newest first, paged by the server; level, time and message per line. */
export function DeviceLog({ deviceId }: { deviceId: number }) {
  const [page, setPage] = useState(0);
  const logs = useDeviceLogPageQuery({ id: deviceId, search: pageSearch(page, LOG_PAGE_SIZE) }, { refetchOnMountOrArgChange: true });
  const total = logs.data?.total ?? 0;

  let content;
  if (logs.isError) content = <ErrorNotice message={resourceError('logs', 'load')} onRetry={() => void logs.refetch()} />;
  else if (!logs.data) content = <Loader />;
  else if (logs.data.rows.length === 0) content = <p>{t.logEmpty}</p>;
  else {
    content = (
      <table className="asp-backoffice-table" data-testid="device-log">
        <thead>
          <tr>
            <th scope="col">{t.logLevel}</th>
            <th scope="col">{t.logTime}</th>
            <th scope="col">{t.logMessage}</th>
          </tr>
        </thead>
        <tbody>
          {logs.data.rows.map((line) => (
            <tr
              key={line.id}
              className={line.level === 'error' ? styles.logError : line.level === 'warning' ? styles.logWarning : undefined}
              data-testid="device-log-line"
            >
              <td>{deviceLogLevelLabels[line.level]}</td>
              <td>
                <time dateTime={line.at}>{formatDateTime(line.at)}</time>
              </td>
              <td>{line.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section aria-labelledby="device-log-title">
      <h2 id="device-log-title">{t.logTitle}</h2>
      {content}
      {total > LOG_PAGE_SIZE || page > 0 ? (
        <Pager
          page={Math.min(page, pageCount(total, LOG_PAGE_SIZE) - 1)}
          pageSize={LOG_PAGE_SIZE}
          total={total}
          disabled={logs.isFetching}
          onPage={setPage}
          testId="device-log-pager"
        />
      ) : null}
    </section>
  );
}
