import type { Branch, Table } from '@asp/contracts';
import { backofficeTableTexts as texts } from '@asp/i18n';
import { Button, Loader } from '@asp/web-kit';
import { Link, useParams, useSearchParams } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useBranchListQuery } from '../branches/branches-api';
import { TABLES_PATH } from './paths';
import { TableQrCard } from './TableQrCard';
import { useTableQuery, useTablesOfBranchQuery } from './tables-api';
import styles from './TableQr.module.css';

/** The sheet: a print button (hidden on paper), the hint for a branch without dine-in, the cards. */
function QrSheet({ branch, tables }: { branch: Branch; tables: Table[] }) {
  return (
    <>
      <div className={styles.toolbar}>
        <Button type="button" onClick={() => window.print()} data-testid="table-qr-print">
          {texts.print}
        </Button>
        <Link to={TABLES_PATH}>{texts.listTitle}</Link>
      </div>
      {branch.isDineInEnabled ? null : <p role="note">{texts.noDineIn}</p>}
      {tables.length === 0 ? <p>{texts.noTables}</p> : null}
      <section className={styles.sheet} aria-label={texts.qrTitle} data-testid="table-qr-sheet">
        {tables.map((table) => (
          <TableQrCard key={table.id} table={table} branch={branch} />
        ))}
      </section>
    </>
  );
}

/** /backend/tables/:id/qr — the card of one table. */
export function TableQrPage() {
  const id = Number(useParams().id);
  const table = useTableQuery(id, { skip: !Number.isInteger(id) });
  const branches = useBranchListQuery();
  const branch = branches.data?.find((b) => b.id === table.data?.branch);
  if (!table.data || !branch) return table.isLoading || branches.isLoading ? <Loader /> : null;
  return (
    <div>
      <h1>{texts.qrCode}</h1>
      <QrSheet branch={branch} tables={[table.data]} />
    </div>
  );
}

/** /backend/tables/print?branch=… — every table of a branch (the branch filter when the URL names none). */
export function BranchQrPage() {
  const [search] = useSearchParams();
  const filtered = useAppSelector(selectBranchFilter);
  const branchId = Number(search.get('branch') ?? filtered ?? NaN);
  const hasBranch = Number.isInteger(branchId) && branchId > 0;
  const tables = useTablesOfBranchQuery(branchId, { skip: !hasBranch });
  const branches = useBranchListQuery();
  const branch = branches.data?.find((b) => b.id === branchId);
  if (!hasBranch) return <p role="note">{texts.printAllHint}</p>;
  if (!tables.data || !branch) return tables.isLoading || branches.isLoading ? <Loader /> : null;
  const sorted = [...tables.data].sort((a, b) => a.identifier.localeCompare(b.identifier, 'de', { numeric: true }));
  return (
    <div>
      <h1>
        {texts.qrTitle} – {branch.name}
      </h1>
      <QrSheet branch={branch} tables={sorted} />
    </div>
  );
}
