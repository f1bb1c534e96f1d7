import type { Device } from '@asp/contracts';
import { backofficeDeviceTexts as t, operationTexts } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import { useState } from 'react';
import { actionFailure, actionsFor, deviceActionTexts, type ActionFailure } from './device-actions';
import { useDeviceActionMutation, type DeviceAction } from './devices-api';
import styles from './devices.module.css';

type Notice = { action: DeviceAction; ok: true } | ({ action: DeviceAction; ok: false } & ActionFailure);

/**
 * The device actions of document 1 §4: Testdruck (printers), Testbenachrichtigung
 * (notification devices) and Log anfordern. One runs at a time; its outcome stays until
 * the next one: a success notice, or the spec's failure message (with the server's own
 * message below it when that says more) and a retry when the call may succeed later.
 * After each run the device, its log and its received receipts are reloaded (devices-api).
 */
export function DeviceActions({ device }: { device: Device }) {
  const [run, running] = useDeviceActionMutation();
  const [current, setCurrent] = useState<DeviceAction | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function start(action: DeviceAction) {
    setCurrent(action);
    setNotice(null);
    try {
      await run({ id: device.id, action }).unwrap();
      setNotice({ action, ok: true });
    } catch (error) {
      setNotice({ action, ok: false, ...actionFailure(action, error) });
    } finally {
      setCurrent(null);
    }
  }

  return (
    <section className={styles.deviceActions} aria-labelledby="device-actions-title">
      <h2 id="device-actions-title">{t.actionsTitle}</h2>
      <div className="asp-backoffice-actions">
        {actionsFor(device.kind).map((action) => (
          <Button
            key={action}
            variant="secondary"
            disabled={running.isLoading}
            aria-busy={current === action}
            data-testid={deviceActionTexts[action].testId}
            onClick={() => void start(action)}
          >
            {current === action ? t.running : deviceActionTexts[action].label}
          </Button>
        ))}
      </div>
      {notice?.ok ? (
        <p role="status" className={styles.notice} data-testid="device-action-done">
          {deviceActionTexts[notice.action].done}
        </p>
      ) : null}
      {notice && !notice.ok ? (
        <div className="asp-error-notice" role="alert" data-testid="device-action-failed">
          <p className="asp-error-notice__message">{notice.message}</p>
          {notice.detail ? <p className="asp-backoffice-hint">{notice.detail}</p> : null}
          {notice.canRetry ? <Button onClick={() => void start(notice.action)}>{operationTexts.retry}</Button> : null}
        </div>
      ) : null}
    </section>
  );
}
