import { authTexts, backofficeDeviceTexts as t, resourceError } from '@asp/i18n';
import { ErrorNotice } from '@asp/web-kit';
import { RecordFrame, RecordPage, useRecordFromUrl } from '../../ui/RecordPage';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useSignedInUser } from '../../session/RequireUser';
import { useAppSelector } from '../../store';
import { isAdmin } from '../../session/roles';
import { DeviceForm, LIST_PATH } from './DeviceForm';
import { useDeviceQuery } from './devices-api';

/**
 * /backend/devices/new and /backend/devices/:id/edit — admins only (employees never see a
 * link to them; the service refuses them too). An existing device is loaded fresh, so the
 * form never edits a stale copy; a failed load is reported in place, with a retry.
 */
function DeviceFormPage() {
  const manage = isAdmin(useSignedInUser());
  const branchFilter = useAppSelector(selectBranchFilter);
  const device = useRecordFromUrl(useDeviceQuery, { skip: !manage });
  if (!manage) {
    return (
      <RecordFrame title={device.status === 'new' ? t.createTitle : t.editTitle} backTo={LIST_PATH} className="asp-backoffice-page">
        <ErrorNotice message={authTexts.forbidden} />
      </RecordFrame>
    );
  }
  return (
    <RecordPage
      record={device}
      title={{ create: t.createTitle, edit: t.editTitle }}
      backTo={LIST_PATH}
      className="asp-backoffice-page"
      loadFailed={(retry) => <ErrorNotice message={resourceError('devices', 'load')} onRetry={retry} />}
    >
      {(original) =>
        original ? <DeviceForm key={original.id} original={original} /> : <DeviceForm key="new" branchFilter={branchFilter} />
      }
    </RecordPage>
  );
}

export const DeviceCreatePage = DeviceFormPage;
export const DeviceEditPage = DeviceFormPage;
