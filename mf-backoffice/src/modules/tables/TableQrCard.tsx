import type { Branch, Table } from '@asp/contracts';
import { backofficeTableTexts as texts, fill } from '@asp/i18n';
import { useEffect, useState } from 'react';
import { svgDataUrl, tableQrSvg, tableShopUrl } from './table-qr';
import styles from './TableQr.module.css';

/**
 * One printable card: the QR code that opens the branch's shop for this table (dine-in,
 * table chosen), the table's identifier in large type, a line for the guest and the link
 * in plain text for phones without a scanner.
 */
export function TableQrCard({ table, branch, origin = window.location.origin }: { table: Table; branch: Branch; origin?: string }) {
  const url = tableShopUrl(origin, branch.identifier, table.identifier);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    tableQrSvg(url).then(
      (markup) => current && setSvg(markup),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <article className={styles.card} data-testid="table-qr-card" data-url={url}>
      <p className={styles.branch}>{branch.name}</p>
      <h2 className={styles.table}>{fill(texts.cardTable, { identifier: table.identifier })}</h2>
      {svg ? (
        <img
          className={styles.code}
          src={svgDataUrl(svg)}
          alt={fill(texts.qrAlt, { identifier: table.identifier })}
          data-testid="table-qr-image"
        />
      ) : failed ? (
        <p role="alert">{texts.qrFailed}</p>
      ) : (
        <div className={styles.code} aria-busy="true" />
      )}
      <p className={styles.instruction}>{texts.cardInstruction}</p>
      <p className={styles.url}>
        {texts.cardUrlLabel} <span>{url}</span>
      </p>
    </article>
  );
}
