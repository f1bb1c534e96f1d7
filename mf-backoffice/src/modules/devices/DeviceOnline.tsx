import type { Device } from '@asp/contracts';
import { backofficeDeviceTexts as t, fill, formatDateTime } from '@asp/i18n';
import styles from './devices.module.css';

/** Online or offline (the service's `online`: a successful contact in the last five minutes) and when it was. */
export function DeviceOnline({ device }: { device: Pick<Device, 'online' | 'lastContactAt'> }) {
  const title = device.lastContactAt ? fill(t.lastContactAt, { at: formatDateTime(device.lastContactAt) }) : t.neverContacted;
  return (
    <span className={`${styles.online} ${device.online ? styles.onlineOn : styles.onlineOff}`} title={title} data-testid="device-online">
      {device.online ? t.online : t.offline}
      <span className="asp-visually-hidden"> ({title})</span>
    </span>
  );
}
