import type { EChartsCoreOption } from 'echarts/core';
import { backofficeStatisticsTexts as t } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import { useMemo, type ReactNode } from 'react';
import { EChart } from './EChart';
import { buildCsv, csvFileName, downloadCsv, type FigureTable } from './figures';
import { FigureTableView } from './FigureTableView';
import styles from './dashboard.module.css';

export interface ChartPanelProps {
  /** Short id for test ids: panel-<id>, table-<id>, csv-<id>. */
  id: string;
  title: string;
  /** Undefined while loading: the skeleton of the final size is shown. */
  table: FigureTable | undefined;
  /** The chart drawn from the table. */
  chart: (table: FigureTable) => EChartsCoreOption;
  chartHeight?: number;
  /** The period in the CSV's file name. */
  period: { from: string; to: string };
  /** Wider panels span the whole grid row. */
  wide?: boolean;
  note?: ReactNode;
}

/**
 * One chart of the dashboard: title, the chart (aria-hidden, with a caption pointing to the
 * table), the table with the real numbers and 'CSV exportieren' with exactly those numbers.
 */
export function ChartPanel({ id, title, table, chart, chartHeight = 280, period, wide, note }: ChartPanelProps) {
  const option = useMemo(() => (table && table.rows.length > 0 ? chart(table) : null), [table, chart]);
  return (
    <section
      className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}
      aria-labelledby={`panel-${id}-title`}
      data-testid={`panel-${id}`}
    >
      <div className={styles.panelHead}>
        <h2 id={`panel-${id}-title`}>{title}</h2>
        <Button
          variant="secondary"
          disabled={!table}
          data-testid={`csv-${id}`}
          onClick={() => table && downloadCsv(csvFileName(title, period.from, period.to), buildCsv(table))}
        >
          {t.exportCsv}
        </Button>
      </div>
      {!table ? (
        <div className={styles.skeleton} style={{ height: chartHeight + 160 }} data-testid={`skeleton-${id}`} aria-hidden="true" />
      ) : (
        <>
          {option ? (
            <figure className={styles.figure}>
              <EChart option={option} height={chartHeight} />
              <figcaption className={styles.caption}>
                {t.chartHint.replace('{title}', title)}
                {note ? <> {note}</> : null}
              </figcaption>
            </figure>
          ) : (
            <p className={styles.empty}>{t.noData}</p>
          )}
          <FigureTableView table={table} caption={title} testId={`table-${id}`} />
        </>
      )}
    </section>
  );
}
