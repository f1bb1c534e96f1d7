import { authTexts, backofficeDeviceTexts as t, backofficeTexts, resourceError, validationTexts } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useSignedInUser } from '../../session/RequireUser';
import { useAppSelector } from '../../store';
import { canManageDevices } from './device-actions';
import { DeviceForm, LIST_PATH } from './DeviceForm';
import { useDeviceQuery } from './devices-api';

/** The device id of the route, or null when the path holds none. */
export function useDeviceIdParam(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

function FormPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="asp-backoffice-page">
      <p>
        <Link to={LIST_PATH}>{backofficeTexts.back}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** /backend/devices/new — admins only (employees never see a link to it; the service refuses them too). */
export function DeviceCreatePage() {
  const manage = canManageDevices(useSignedInUser());
  const branchFilter = useAppSelector(selectBranchFilter);
  return (
    <FormPageFrame title={t.createTitle}>
      {manage ? <DeviceForm branchFilter={branchFilter} /> : <ErrorNotice message={authTexts.forbidden} />}
    </FormPageFrame>
  );
}

/** /backend/devices/:id/edit — loads the record fresh, so the form never edits a stale copy. */
export function DeviceEditPage() {
  const id = useDeviceIdParam();
  const manage = canManageDevices(useSignedInUser());
  const device = useDeviceQuery(id ?? 0, { skip: id === null || !manage, refetchOnMountOrArgChange: true });

  let content;
  if (!manage) content = <ErrorNotice message={authTexts.forbidden} />;
  else if (id === null) content = <ErrorNotice message={validationTexts.notFound} />;
  else if (device.isError) content = <ErrorNotice message={resourceError('devices', 'load')} onRetry={() => void device.refetch()} />;
  else if (!device.data || device.isFetching) content = <Loader />;
  else content = <DeviceForm key={device.data.id} original={device.data} />;
  return <FormPageFrame title={t.editTitle}>{content}</FormPageFrame>;
}
