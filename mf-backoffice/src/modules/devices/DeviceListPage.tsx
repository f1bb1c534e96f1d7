import { deviceKindSchema, type Device, type DeviceConnection } from '@asp/contracts';
import { backofficeDeviceTexts as t, backofficeTexts, deviceKindLabels, fill, kitTexts, resourceError, resourceNouns } from '@asp/i18n';
import {
  Button,
  ErrorNotice,
  errorMessage,
  isRetryableError,
  Loader,
  ResourceTable,
  SelectField,
  showToast,
  useListState,
  type ColumnDef,
} from '@asp/web-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@asp/web-kit/router';
import { useBranchFilter } from '../../layout/use-branch-filter';
import { useSignedInUser } from '../../session/RequireUser';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useBranchListQuery } from '../branches/branches-api';
import { isAdmin } from '../../session/roles';
import { deviceListSearch } from './device-list-query';
import { useDevicePageQuery, useRemoveDeviceMutation } from './devices-api';
import { DeviceOnline } from './DeviceOnline';
import styles from './devices.module.css';

export const connectionText = (connection: DeviceConnection): string =>
  connection.type === 'tcp' ? `${connection.host}:${connection.port}` : connection.url;

const kindFilterOptions = [
  { value: '', label: t.allKinds },
  ...deviceKindSchema.options.map((kind) => ({ value: kind, label: deviceKindLabels[kind] })),
];

interface ColumnContext {
  branchName(id: number): string;
  manage: boolean;
  onDelete(device: Device): void;
}

/** Name, identifier and kind sort on the server (services/devices sortFields); TanStack sorts only columns with an accessor. */
function deviceColumns({ branchName, manage, onDelete }: ColumnContext): ColumnDef<Device>[] {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: t.name,
      enableSorting: true,
      cell: ({ row }) => <Link to={`/backend/devices/${row.original.id}`}>{row.original.name}</Link>,
    },
    { id: 'identifier', accessorKey: 'identifier', header: t.identifier, enableSorting: true, cell: ({ row }) => row.original.identifier },
    { id: 'branch', header: t.branch, enableSorting: false, cell: ({ row }) => branchName(row.original.branch) },
    { id: 'kind', accessorKey: 'kind', header: t.kind, enableSorting: true, cell: ({ row }) => deviceKindLabels[row.original.kind] },
    { id: 'connection', header: t.connection, enableSorting: false, cell: ({ row }) => connectionText(row.original.connection) },
    { id: 'online', header: t.state, enableSorting: false, cell: ({ row }) => <DeviceOnline device={row.original} /> },
    {
      id: 'actions',
      header: () => <span className="asp-visually-hidden">{backofficeTexts.actions}</span>,
      enableSorting: false,
      enableHiding: false,
      cell: ({ row: { original: device } }) => (
        <div className="asp-backoffice-table__actions">
          <Link to={`/backend/devices/${device.id}`} aria-label={`${t.details}: ${device.name}`}>
            {t.details}
          </Link>
          {manage ? (
            <>
              <Link to={`/backend/devices/${device.id}/edit`} aria-label={`${backofficeTexts.edit}: ${device.name}`}>
                {backofficeTexts.edit}
              </Link>
              <Button
                variant="secondary"
                aria-label={`${backofficeTexts.delete}: ${device.name}`}
                data-testid={`delete-device-${device.identifier}`}
                onClick={() => onDelete(device)}
              >
                {backofficeTexts.delete}
              </Button>
            </>
          ) : null}
        </div>
      ),
    },
  ];
}

/**
 * /backend/devices: the devices of the layout's branch filter (all branches or one) and
 * of the chosen kind, sorted and paged by the server (page, size, sort and kind in the
 * URL), with name, identifier, branch, kind, connection and online state. Admins create,
 * edit and delete (after a confirmation); everyone opens a device for its actions and log.
 */
export function DeviceListPage() {
  const manage = isAdmin(useSignedInUser());
  const { branch } = useBranchFilter();
  const list = useListState({ pageSize: 25, sort: 'name' });
  const devices = useDevicePageQuery(deviceListSearch(branch, list.search), { refetchOnMountOrArgChange: true });
  const branches = useBranchListQuery();
  const [remove, removal] = useRemoveDeviceMutation();
  const [confirming, setConfirming] = useState<Device | null>(null);
  const [failedDelete, setFailedDelete] = useState<{ id: number; message: string; canRetry: boolean } | null>(null);
  const rows = devices.data?.rows.length ?? 0;

  // Another branch starts at the first page (the kind filter does so itself, see useListState).
  const shownBranch = useRef(branch);
  const { page, setPage } = list;
  useEffect(() => {
    if (shownBranch.current === branch) return;
    shownBranch.current = branch;
    if (page > 0) setPage(0);
  }, [branch, page, setPage]);

  const columns = useMemo(() => {
    const branchName = (id: number) => branches.data?.find((entry) => entry.id === id)?.name ?? fill(t.unknownBranch, { id });
    return deviceColumns({ branchName, manage, onDelete: setConfirming });
  }, [branches.data, manage]);

  async function deleteDevice(id: number) {
    setFailedDelete(null);
    try {
      await remove(id).unwrap();
      showToast(kitTexts.deleted, 'success');
      // The last row of a later page is gone: show the page before it.
      if (list.page > 0 && rows === 1) list.setPage(list.page - 1);
    } catch (error) {
      setFailedDelete({ id, message: errorMessage(error, resourceError('devices', 'delete')), canRetry: isRetryableError(error) });
    }
  }

  const kind = deviceKindSchema.safeParse(list.filters.kind);
  return (
    <section className="asp-backoffice-page">
      <div className="asp-backoffice-page__head">
        <h1>{t.listTitle}</h1>
        {manage ? (
          <Link className="asp-button" to="/backend/devices/new" data-testid="create-device">
            {backofficeTexts.create}
          </Link>
        ) : null}
      </div>
      <div className={styles.filters} data-testid="device-filters">
        <SelectField
          label={t.kind}
          name="kindFilter"
          value={kind.success ? kind.data : ''}
          options={kindFilterOptions}
          onChange={(value) => list.setFilter('kind', value)}
        />
      </div>
      {failedDelete ? (
        <ErrorNotice
          message={failedDelete.message}
          onRetry={failedDelete.canRetry ? () => void deleteDevice(failedDelete.id) : undefined}
        />
      ) : null}
      {removal.isLoading ? <Loader /> : null}
      {/* A failed load is swallowed after the layout reported it with its retry: the list shows an empty page. */}
      <ResourceTable<Device>
        // The table's test id only while it has rows (the journeys read 'device-table' as "the list is there").
        testId={rows > 0 ? 'device-table' : undefined}
        label={t.listTitle}
        columns={columns}
        page={devices.data}
        isLoading={devices.isFetching}
        list={list}
        getRowId={(device) => String(device.id)}
        rowTestId={(device) => `device-row-${device.identifier}`}
        columnChoiceKey="devices"
      />
      <ConfirmDeleteDialog
        name={confirming?.name ?? null}
        noun={resourceNouns.devices.one}
        busy={removal.isLoading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const id = confirming?.id;
          setConfirming(null);
          if (id !== undefined) void deleteDevice(id);
        }}
      />
    </section>
  );
}
