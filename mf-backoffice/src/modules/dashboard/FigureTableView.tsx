import { displayCell, type FigureTable } from './figures';
import styles from './dashboard.module.css';

export interface FigureTableViewProps {
  table: FigureTable;
  caption: string;
  testId: string;
}

/** A chart's numbers as a real table (the accessible equivalent of the chart); wide tables scroll in a focusable region. */
export function FigureTableView({ table, caption, testId }: FigureTableViewProps) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid={testId}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col" className={column.kind === 'text' ? undefined : styles.number}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={`${String(row[0])}-${index}`}>
              {row.map((cell, column) => {
                const kind = table.columns[column]?.kind ?? 'text';
                const text = displayCell(cell, kind);
                return column === 0 ? (
                  <th key={column} scope="row">
                    {text}
                  </th>
                ) : (
                  <td key={column} className={kind === 'text' ? undefined : styles.number}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
