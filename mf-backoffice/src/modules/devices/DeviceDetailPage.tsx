import {
  backofficeDeviceTexts as t,
  backofficeTexts,
  deviceKindLabels,
  fill,
  formatDateTime,
  resourceError,
  validationTexts,
} from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { Link } from '@asp/web-kit/router';
import { useSignedInUser } from '../../session/RequireUser';
import { useBranchListQuery } from '../branches/branches-api';
import { useRecordId } from '../../ui/RecordPage';
import { isAdmin } from '../../session/roles';
import { DeviceActions } from './DeviceActions';
import { LIST_PATH } from './DeviceForm';
import { connectionText } from './DeviceListPage';
import { DeviceLog } from './DeviceLog';
import { DeviceOnline } from './DeviceOnline';
import { useDeviceQuery } from './devices-api';
import { isPrinter } from './form/device-form';
import { ReceivedReceipts } from './ReceivedReceipts';
import styles from './devices.module.css';

/**
 * /backend/devices/:id: what the device is and whether it is online, its actions
 * (Testdruck / Testbenachrichtigung, Log anfordern), for printers the receipts the virtual
 * printer received, and the device log. Employees of the device's branch use it too.
 */
export function DeviceDetailPage() {
  const id = useRecordId();
  const manage = isAdmin(useSignedInUser());
  const device = useDeviceQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  const branches = useBranchListQuery();

  let content;
  if (id === null) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (device.isError) content = <ErrorNotice message={resourceError('devices', 'load')} onRetry={() => void device.refetch()} />;
  else if (!device.data) content = <Loader />;
  else {
    const data = device.data;
    const branchName = branches.data?.find((entry) => entry.id === data.branch)?.name ?? fill(t.unknownBranch, { id: data.branch });
    content = (
      <>
        <div className="asp-backoffice-page__head">
          <h1>{data.name}</h1>
          {manage ? (
            <Link className="asp-button" to={`/backend/devices/${data.id}/edit`} data-testid="edit-device">
              {backofficeTexts.edit}
            </Link>
          ) : null}
        </div>
        <dl className={styles.facts} data-testid="device-facts">
          <div>
            <dt>{t.identifier}</dt>
            <dd>{data.identifier}</dd>
          </div>
          <div>
            <dt>{t.branch}</dt>
            <dd>{branchName}</dd>
          </div>
          <div>
            <dt>{t.kind}</dt>
            <dd>{deviceKindLabels[data.kind]}</dd>
          </div>
          <div>
            <dt>{t.connection}</dt>
            <dd>{connectionText(data.connection)}</dd>
          </div>
          <div>
            <dt>{t.state}</dt>
            <dd>
              <DeviceOnline device={data} />
            </dd>
          </div>
          <div>
            <dt>{t.lastContact}</dt>
            <dd>{data.lastContactAt ? formatDateTime(data.lastContactAt) : t.neverContacted}</dd>
          </div>
        </dl>
        <DeviceActions device={data} />
        {isPrinter(data.kind) ? <ReceivedReceipts device={data} /> : null}
        <DeviceLog deviceId={data.id} />
      </>
    );
  }

  return (
    <section className="asp-backoffice-page">
      <p>
        <Link to={LIST_PATH}>{backofficeTexts.back}</Link>
      </p>
      {content}
    </section>
  );
}
