import type { Device } from '@asp/contracts';
import { backofficeDeviceTexts as t, fill, formatDateTime } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import { RECEIVED_POLL_MS, useReceivedReceiptsQuery } from './devices-api';
import styles from './devices.module.css';

/**
 * What the virtual network printer received for this printer (GET /api/devices/{id}/received),
 * newest first, as the decoded text in monospace. Only a virtual printer keeps them.
 * The list follows new receipts by itself (RECEIVED_POLL_MS): a test print's receipt is
 * stored a moment after the print call answers, an order's receipt without any call here.
 */
export function ReceivedReceipts({ device }: { device: Device }) {
  const received = useReceivedReceiptsQuery(device.id, {
    skip: !device.isVirtual,
    refetchOnMountOrArgChange: true,
    pollingInterval: RECEIVED_POLL_MS,
  });

  let content;
  if (!device.isVirtual) content = <p className="asp-backoffice-hint">{t.receivedOnlyVirtual}</p>;
  else if (received.isError) content = <ErrorNotice message={t.receivedFailed} onRetry={() => void received.refetch()} />;
  else if (!received.data) content = <Loader />;
  else if (received.data.length === 0) content = <p data-testid="received-none">{t.receivedNone}</p>;
  else {
    content = (
      <ol className={styles.receipts}>
        {received.data.map((receipt) => (
          <li key={receipt.id} data-testid="received-receipt">
            <p className="asp-backoffice-hint">{fill(t.receivedAt, { at: formatDateTime(receipt.receivedAt), bytes: receipt.bytes })}</p>
            <pre className={styles.receipt}>{receipt.text}</pre>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="device-received-title">
      <h2 id="device-received-title">{t.receivedTitle}</h2>
      {content}
    </section>
  );
}
