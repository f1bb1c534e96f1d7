import type { SignageDevice } from '@asp/contracts';
import { backofficeSignageTexts as t, backofficeTexts, fill, kitTexts } from '@asp/i18n';
import { Button, Dialog, ResourceTable, useListState, type ColumnDef } from '@asp/web-kit';
import { useMemo, useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useBranchListQuery } from '../branches/branches-api';
import { branchScopedSearch } from '../catalog-parts/branch-scope';
import { useRemoveSignageDeviceMutation, useRotateSignageKeyMutation, useSignageDevicePageQuery } from './signage-api';
import { TvCommands } from './TvCommands';
import styles from './signage.module.css';

export const TVS_PATH = '/backend/signage/tvs';
/** The overview refreshes online state, current segment and command state this often. */
const REFRESH_MS = 5_000;

/**
 * /backend/signage/tvs: the TVs of the chosen branch (the layout's branch filter), paged
 * and sorted by the server, with online state, current segment, last screenshot, command
 * buttons (pending state, abort) and key rotation (the new key is shown once).
 */
export function TvListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const branch = useAppSelector(selectBranchFilter);
  const page = useSignageDevicePageQuery(branchScopedSearch(list.search, undefined, branch), {
    pollingInterval: REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });
  const branches = useBranchListQuery();
  const [rotate] = useRotateSignageKeyMutation();
  const [removeDevice] = useRemoveSignageDeviceMutation();
  const [newKey, setNewKey] = useState<{ device: SignageDevice; key: string } | null>(null);

  const columns = useMemo<ColumnDef<SignageDevice, any>[]>(
    () => [
      {
        id: 'name',
        header: t.name,
        enableSorting: true,
        cell: ({ row }) => <Link to={`${TVS_PATH}/${row.original.id}`}>{row.original.name}</Link>,
      },
      { id: 'identifier', header: t.identifier, enableSorting: true, cell: ({ row }) => row.original.identifier },
      {
        id: 'branch',
        header: t.branch,
        enableSorting: true,
        cell: ({ row }) => branches.data?.find((b) => b.id === row.original.branch)?.name ?? row.original.branch,
      },
      {
        id: 'online',
        header: t.state,
        cell: ({ row }) =>
          row.original.online ? <span className={styles.online}>{t.online}</span> : <span className={styles.offline}>{t.offline}</span>,
      },
      { id: 'currentSegment', header: t.currentSegment, cell: ({ row }) => row.original.currentSegment?.name ?? '–' },
      {
        id: 'screenshot',
        header: t.screenshot,
        cell: ({ row }) =>
          row.original.screenshot ? (
            <a href={row.original.screenshot.url} target="_blank" rel="noreferrer">
              <img
                className={styles.screenshot}
                src={row.original.screenshot.url}
                alt={fill(t.screenshotAlt, { name: row.original.name })}
                title={new Date(row.original.screenshot.takenAt).toLocaleString('de-DE')}
              />
            </a>
          ) : (
            '–'
          ),
      },
      { id: 'commands', header: t.commands, enableHiding: false, cell: ({ row }) => <TvCommands device={row.original} /> },
      {
        id: 'key',
        header: backofficeTexts.actions,
        enableHiding: false,
        cell: ({ row }) => (
          <Button
            variant="secondary"
            onClick={() =>
              rotate(row.original.id)
                .unwrap()
                .then((answer) => setNewKey({ device: answer.device, key: answer.key }))
                .catch(() => undefined)
            }
          >
            {t.rotateKey}
          </Button>
        ),
      },
    ],
    [branches.data, rotate],
  );

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t.tvsTitle}</h1>
        <Link className="asp-button" to={`${TVS_PATH}/new`} data-testid="create-tv">
          {backofficeTexts.create}
        </Link>
      </div>
      <div className={styles.filters}>
        <label>
          {kitTexts.search}{' '}
          <input type="search" value={list.filters.search ?? ''} onChange={(event) => list.setFilter('search', event.target.value)} />
        </label>
      </div>
      <ResourceTable<SignageDevice>
        testId="tv-table"
        label={t.tvsTitle}
        columns={columns}
        page={page.data}
        isLoading={page.isLoading}
        list={list}
        getRowId={(device) => String(device.id)}
        columnChoiceKey="signage-tvs"
        bulkDelete={{ resource: 'digitalSignageDevices', remove: (id) => removeDevice(id).unwrap() }}
      />
      <Dialog open={newKey !== null} title={t.rotateKey} onClose={() => setNewKey(null)}>
        <p>{t.keyOnce}</p>
        <code className={styles.key} data-testid="tv-new-key">
          {newKey ? `${window.location.origin}/signage/${newKey.device.identifier}/${newKey.key}` : ''}
        </code>
      </Dialog>
    </section>
  );
}
