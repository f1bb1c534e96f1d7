import { deviceKindSchema, type Device, type DeviceConnection, type DeviceKind } from '@asp/contracts';
import { backofficeDeviceTexts as t, backofficeTexts, deviceKindLabels, fill, resourceError, resourceNouns } from '@asp/i18n';
import { Button, ErrorNotice, errorMessage, isRetryableError, Loader, SelectField } from '@asp/web-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useSignedInUser } from '../../session/RequireUser';
import { useAppSelector } from '../../store';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useBranchListQuery } from '../branches/branches-api';
import { canManageDevices } from './device-actions';
import { DEVICE_PAGE_SIZE, deviceListSearch } from './device-list-query';
import { useDevicePageQuery, useRemoveDeviceMutation } from './devices-api';
import { DeviceOnline } from './DeviceOnline';
import { Pager } from './Pager';
import './devices.css';

export const connectionText = (connection: DeviceConnection): string =>
  connection.type === 'tcp' ? `${connection.host}:${connection.port}` : connection.url;

const kindFilterOptions = [
  { value: '', label: t.allKinds },
  ...deviceKindSchema.options.map((kind) => ({ value: kind, label: deviceKindLabels[kind] })),
];

/**
 * /backend/devices: the devices of the layout's branch filter (all branches or one) and
 * of the chosen kind, paged by the server (limit/offset, x-total-count), with name,
 * identifier, branch, kind, connection and online state. Admins create, edit and delete
 * (after a confirmation); everyone opens a device for its actions and log.
 */
export function DeviceListPage() {
  const manage = canManageDevices(useSignedInUser());
  const branch = useAppSelector(selectBranchFilter);
  const [kind, setKind] = useState<DeviceKind | null>(null);
  // The page belongs to the filters it was chosen under: other filters start at the first page.
  const filterKey = `${branch ?? ''}|${kind ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const devices = useDevicePageQuery(deviceListSearch({ branch, kind, page }), { refetchOnMountOrArgChange: true });
  const branches = useBranchListQuery();
  const [remove, removal] = useRemoveDeviceMutation();
  const [confirming, setConfirming] = useState<Device | null>(null);
  const [failedDelete, setFailedDelete] = useState<{ id: number; message: string; canRetry: boolean } | null>(null);
  const total = devices.data?.total ?? 0;

  const branchName = (id: number) => branches.data?.find((entry) => entry.id === id)?.name ?? fill(t.unknownBranch, { id });

  async function deleteDevice(id: number) {
    setFailedDelete(null);
    try {
      await remove(id).unwrap();
      // The last row of a later page is gone: show the page before it.
      if (page > 0 && devices.data?.rows.length === 1) setPage(page - 1);
    } catch (error) {
      setFailedDelete({ id, message: errorMessage(error, resourceError('devices', 'delete')), canRetry: isRetryableError(error) });
    }
  }

  let content;
  if (devices.isError) {
    content = <ErrorNotice message={resourceError('devices', 'load')} onRetry={() => void devices.refetch()} />;
  } else if (!devices.data) {
    content = <Loader />;
  } else if (devices.data.rows.length === 0) {
    content = <p>{backofficeTexts.empty}</p>;
  } else {
    content = (
      <table className="asp-backoffice-table" data-testid="device-table" aria-busy={devices.isFetching}>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.identifier}</th>
            <th scope="col">{t.branch}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.connection}</th>
            <th scope="col">{t.state}</th>
            <th scope="col">
              <span className="asp-visually-hidden">{backofficeTexts.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {devices.data.rows.map((device) => (
            <tr key={device.id} data-testid={`device-row-${device.identifier}`}>
              <td>
                <Link to={`/backend/devices/${device.id}`}>{device.name}</Link>
              </td>
              <td>{device.identifier}</td>
              <td>{branchName(device.branch)}</td>
              <td>{deviceKindLabels[device.kind]}</td>
              <td>{connectionText(device.connection)}</td>
              <td>
                <DeviceOnline device={device} />
              </td>
              <td>
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
                        onClick={() => setConfirming(device)}
                      >
                        {backofficeTexts.delete}
                      </Button>
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

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
      <div className="asp-backoffice-filters" data-testid="device-filters">
        <SelectField
          label={t.kind}
          name="kindFilter"
          value={kind ?? ''}
          options={kindFilterOptions}
          onChange={(value) => setKind(value === '' ? null : deviceKindSchema.parse(value))}
        />
      </div>
      {failedDelete ? (
        <ErrorNotice
          message={failedDelete.message}
          onRetry={failedDelete.canRetry ? () => void deleteDevice(failedDelete.id) : undefined}
        />
      ) : null}
      {removal.isLoading ? <Loader /> : null}
      {content}
      {devices.data && devices.data.total > DEVICE_PAGE_SIZE ? (
        <Pager page={page} pageSize={DEVICE_PAGE_SIZE} total={total} disabled={devices.isFetching} onPage={setPage} testId="device-pager" />
      ) : null}
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
