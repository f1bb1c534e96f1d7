import type { Device } from '@asp/contracts';
import { backofficeDeviceTexts as t, fill, formatDateTime } from '@asp/i18n';

/** Online or offline (the service's `online`: a successful contact in the last five minutes) and when it was. */
export function DeviceOnline({ device }: { device: Pick<Device, 'online' | 'lastContactAt'> }) {
  const title = device.lastContactAt ? fill(t.lastContactAt, { at: formatDateTime(device.lastContactAt) }) : t.neverContacted;
  return (
    <span
      className={`asp-backoffice-online asp-backoffice-online--${device.online ? 'on' : 'off'}`}
      title={title}
      data-testid="device-online"
    >
      {device.online ? t.online : t.offline}
      <span className="asp-visually-hidden"> ({title})</span>
    </span>
  );
}
